import type { SiteCopy } from "../types"

/** German: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Wie lange dauert die Lieferung?",
      answer: [
        { p: "Das hängt vom Zielland ab: Auf unserer [Versandseite](/shipping) steht die Lieferzeit für jedes Land. Wir rechnen sie in Werktagen ab Versand:" },
        {
          ul: ["**Europa:** {{europeDays}}", "**Alle anderen Länder:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "Wie schnell wird meine Bestellung bearbeitet?",
      answer: [
        {
          p: "Wir bearbeiten jede Bestellung innerhalb von 24 Stunden. Was Sie an einem Werktag vor 14:00 Uhr bestellen, verlässt unser Lager noch am selben Tag.",
        },
      ],
    },
    {
      question: "In welche Länder liefern Sie?",
      answer: [
        {
          p: "Wir liefern in {{countriesShippedTo}}. Die vollständige Liste mit Lieferzeiten und Preisen für jedes Land finden Sie auf unserer Seite [Versand und Lieferung](/shipping).",
        },
      ],
    },
    {
      question: "Was kostet der Versand?",
      answer: [
        {
          p: "Je nach Zielland zahlen Sie zwischen 5,99 EUR (Deutschland) und 39,99 EUR. Ab einem Bestellwert von {{freeShippingFrom}} versenden wir **kostenlos**.",
        },
      ],
    },
    {
      question: "Kann ich meine Bestellung ändern oder stornieren?",
      answer: [
        {
          p: "Ja, innerhalb von 2 Stunden nach der Bestellung. [Schreiben Sie uns](/contact) einfach Ihre Bestellnummer und was Sie ändern möchten. Ist das Paket bereits unterwegs, können Sie es im Rahmen unseres 30-tägigen Rückgaberechts zurücksenden. Zum Stornieren öffnen Sie Ihre Bestellung über den Link in Ihrer Bestellbestätigung und wählen **Bestellung stornieren**.",
        },
      ],
    },
    {
      question: "Was tun, wenn mein Paket beschädigt ankommt?",
      answer: [
        {
          p: "Melden Sie sich bitte innerhalb von 48 Stunden nach der Zustellung bei uns und schicken Sie uns einige Fotos von Paket und Produkt. Nach der Prüfung erhalten Sie von uns wahlweise einen Ersatz oder Ihr Geld zurück.",
        },
      ],
    },
    {
      question: "Wie funktioniert die Rücksendung?",
      answer: [
        {
          p: "Sie haben ab Zustellung 30 Tage Zeit, ein Produkt zurückzusenden – ganz ohne Angabe von Gründen. Öffnen Sie Ihre Bestellung über den Link **Bestellung ansehen** in Ihrer Bestellbestätigung und wählen Sie **Artikel zurücksenden**. Wie es Schritt für Schritt funktioniert, lesen Sie auf unserer Seite [Rücksendungen und Reklamationen](/returns). Sie finden die E-Mail nicht mehr? Über unsere Seite [Bestellung verfolgen](/track-order) erhalten Sie den Link erneut.",
        },
      ],
    },
    {
      question: "Wann bekomme ich mein Geld zurück?",
      answer: [
        {
          p: "Innerhalb von 3–5 Werktagen nach Eingang Ihrer Rücksendung erstatten wir den Betrag über die Zahlungsart, mit der Sie bestellt haben.",
        },
      ],
    },
    {
      question: "Welche Garantie haben die Produkte?",
      answer: [
        { p: "Jedes Produkt ist abgesichert, und viele lassen sich noch länger schützen. Es gibt drei Stufen:" },
        {
          ul: ["**Standard:** 2 Jahre auf alle Produkte", "**Erweitert:** 3 Jahre", "**Premium:** 5 Jahre"],
        },
        { p: "Was die einzelnen Stufen abdecken, erfahren Sie auf unserer Seite [Garantie](/warranty)." },
      ],
    },
    {
      question: "Welche Zahlungsarten akzeptieren Sie?",
      answer: [
        {
          p: "Sie bezahlen mit Visa, Mastercard oder American Express über den sicheren Bezahlvorgang von Stripe. Abgerechnet wird in USD.",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Versand und Lieferung",
      description: "Wir versenden aus unserem europäischen Lager in {{countriesShippedTo}} – jedes Paket versichert und mit Sendungsverfolgung.",
      highlights: [
        { title: "Schnelle Lieferung", text: "Bei Bestellung vor 14:00 Uhr versenden wir noch am selben Tag. Lieferzeit innerhalb Europas: {{europeDays}}." },
        { title: "Sichere Verpackung", text: "Jedes Produkt wird sorgfältig verpackt, damit es unversehrt bei Ihnen ankommt." },
        { title: "Voll versichert", text: "Jedes Paket ist zum vollen Warenwert versichert – von unserem Lager bis an Ihre Haustür." },
        { title: "Sendungsverfolgung", text: "Verfolgen Sie Ihr Paket Schritt für Schritt, mit Updates per SMS und E-Mail." },
      ],
      body: [
        { h2: "Informationen zur Lieferung" },
        {
          ul: [
            "Jede Bestellung wird innerhalb von 24 Stunden bearbeitet.",
            "Alle Lieferzeiten verstehen sich in Werktagen.",
            "Ab einem Bestellwert von {{freeShippingFrom}} ist der Versand kostenlos.",
            "Bei Lieferungen außerhalb der EU können Zölle und Einfuhrabgaben anfallen; diese trägt der Empfänger.",
          ],
        },
        { h2: "Bedingungen" },
        {
          ul: [
            "Bitte geben Sie eine korrekte, vollständige Adresse und eine Telefonnummer an, damit der Zusteller Sie erreichen kann.",
            "Der Zusteller unternimmt einen Zustellversuch und hinterlässt eine Benachrichtigung, falls niemand zu Hause ist.",
            "Pakete, die nicht innerhalb von 14 Tagen abgeholt werden, gehen an uns zurück.",
          ],
        },
        { p: "Ihr Land ist nicht aufgeführt? [Kontaktieren Sie uns](/contact) – wir finden eine Lösung." },
      ],
    },

    returns: {
      title: "Rücksendungen und Reklamationen",
      description: "Sie haben 30 Tage Zeit, jedes Produkt zurückzugeben – ohne Angabe von Gründen.",
      highlights: [
        {
          title: "Rücksendung anmelden",
          text: "Öffnen Sie Ihre Bestellung über den Link in Ihrer Bestellbestätigung und wählen Sie „Artikel zurücksenden“: was, wie viele und warum.",
        },
        { title: "Einpacken", text: "Verpacken Sie das Produkt mit dem gesamten Zubehör." },
        { title: "Zurückschicken", text: "Schreiben Sie die Rücksendenummer aus unserer E-Mail auf das Paket und senden Sie es an die dort angegebene Adresse." },
        { title: "Geld zurück", text: "Die Erstattung erfolgt innerhalb von 3–5 Werktagen nach Eingang der Rücksendung." },
      ],
      body: [
        { h2: "Bedingungen" },
        {
          ul: [
            "Das Produkt muss unbenutzt, vollständig und in der Originalverpackung sein.",
            "Aus hygienischen Gründen nehmen wir Artikel wie In-Ear-Kopfhörer nur mit unbeschädigtem Siegel zurück.",
            "Die Rücksendung defekter Produkte ist für Sie kostenlos – die Versandkosten übernehmen wir.",
            "Auch wenn ein Produkt beschädigt ankommt oder wir Ihnen den falschen Artikel geschickt haben, ist die Rücksendung kostenlos. Haben Sie es sich einfach anders überlegt, kostet die Rücksendung so viel wie der Versand in Ihr Land; diesen Betrag ziehen wir von Ihrer Erstattung ab.",
          ],
        },
        { h2: "So finden Sie Ihre Bestellung" },
        {
          p: "Jede E-Mail, die wir Ihnen zu einer Bestellung schicken – angefangen mit der Bestellbestätigung –, enthält den Link **Bestellung ansehen**. Er öffnet die Seite Ihrer Bestellung, auf der Sie die Zustellung verfolgen, die Bestellung innerhalb von 2 Stunden nach dem Kauf stornieren oder nach dem Versand Artikel zurücksenden können. Sie finden die E-Mail nicht? Sehen Sie in Ihrem Spam-Ordner nach oder lassen Sie sich den Link auf unserer Seite [Bestellung verfolgen](/track-order) erneut zusenden – dafür genügen die E-Mail-Adresse, mit der Sie bestellt haben, und Ihre Bestellnummer.",
        },
        { h2: "Erstattung" },
        {
          p: "Sobald Ihre Rücksendung in unserem Lager eingetroffen ist, prüfen wir sie und erstatten Ihnen den Betrag innerhalb von 3–5 Werktagen über die Zahlungsart, mit der Sie bestellt haben. Sie erhalten eine E-Mail, sobald das Geld unterwegs ist.",
        },
        { h2: "Reklamationen" },
        {
          p: "Ist Ihr Paket beim Transport beschädigt worden, melden Sie dies bitte innerhalb von 48 Stunden nach der Zustellung und fügen Sie Fotos von Verpackung und Produkt bei. Jede Reklamation beantworten wir innerhalb von 14 Tagen. Mängel, die erst später auftreten, sind durch unsere [Garantie](/warranty) abgedeckt.",
        },
      ],
    },

    warranty: {
      title: "Garantie",
      description: "Auf jedes Produkt erhalten Sie eine Garantie – ausgewählte Produkte können Sie noch länger absichern.",
      highlights: [
        { title: "Standard: 2 Jahre", text: "Auf alle Produkte unseres Sortiments, bei Herstellungsfehlern." },
        { title: "Erweitert: 3 Jahre", text: "Für Smartphones und Uhren, die innerhalb von 30 Tagen nach dem Kauf registriert werden." },
        { title: "Premium: 5 Jahre", text: "Für Luxusuhren, einschließlich eines Batteriewechsels." },
      ],
      body: [
        { h2: "So machen Sie einen Garantiefall geltend" },
        {
          ol: [
            "[Kontaktieren Sie uns](/contact) und nennen Sie Ihre Bestellnummer.",
            "Beschreiben Sie den Defekt und fügen Sie einige Fotos bei.",
            "Wir senden Ihnen ein frankiertes Versandetikett.",
            "Innerhalb von 14 Tagen reparieren oder ersetzen wir das Produkt.",
          ],
        },
        { h2: "Was nicht abgedeckt ist" },
        {
          ul: [
            "Unfallschäden wie Sturzschäden, Risse oder ein gesprungenes Display",
            "Wasserschäden, die über die angegebene Wasserdichtigkeit des Produkts hinausgehen",
            "Normale Abnutzung",
            "Reparaturen oder Eingriffe durch Personen, die wir nicht dazu autorisiert haben",
          ],
        },
      ],
    },

    support: {
      title: "Hilfe-Center",
      description: "Antworten auf Ihre Fragen zu Bestellung, Lieferung, Rücksendung und Garantie – alles an einem Ort.",
      highlights: [
        { title: "Häufige Fragen", text: "Schnelle Antworten auf die Fragen, die wir am häufigsten hören." },
        { title: "Kontakt", text: "Schreiben Sie uns – jemand aus unserem Team meldet sich bei Ihnen." },
        { title: "Rücksendungen", text: "30 Tage Bedenkzeit, ohne Angabe von Gründen." },
        { title: "Garantie", text: "Bis zu 5 Jahre Schutz, je nach Produkt." },
        { title: "Rufen Sie uns an", text: "Mo–Fr 9:00–18:00 Uhr MEZ" },
        { title: "Schreiben Sie uns", text: "Wir antworten innerhalb von 24–48 Stunden." },
      ],
      body: [
        {
          p: "Sie wissen nicht, wo Sie anfangen sollen? Die meisten Fragen zu Lieferung, Zahlung und Rücksendung beantworten wir in unseren [häufig gestellten Fragen](/faq). Ist Ihre nicht dabei, [schreiben Sie uns](/contact) – am besten mit Ihrer Bestellnummer – und wir klären es gemeinsam.",
        },
      ],
    },

    contact: {
      title: "Kontakt",
      description: "Sie haben eine Frage zu einem Produkt oder einer Bestellung? Schreiben Sie uns – wir beantworten jede Nachricht.",
      highlights: [],
      body: [
        {
          p: "Damit wir Ihnen schneller helfen können, nennen Sie uns bitte Ihre **Bestellnummer** und beschreiben Sie Ihr Anliegen kurz. Stimmt etwas mit einem Produkt nicht, helfen uns ein paar Fotos sehr.",
        },
        {
          p: "Wir beantworten jede Nachricht innerhalb von 24–48 Stunden. Sie können uns auch direkt an [support@orbita-shop.com](mailto:support@orbita-shop.com) schreiben.",
        },
      ],
    },

    privacy: {
      title: "Datenschutzerklärung",
      description: "Wie wir Ihre personenbezogenen Daten erheben, nutzen und schützen, wenn Sie bei Orbita einkaufen.",
      highlights: [],
      body: [
        { h2: "Verantwortlicher" },
        {
          p: "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die Orbita Trading Ltd, 27 Old Gloucester Street, London WC1N 3AX, Vereinigtes Königreich, die den Orbita-Shop betreibt. Bei allen Fragen zum Datenschutz erreichen Sie uns unter [support@orbita-shop.com](mailto:support@orbita-shop.com). Wir verarbeiten personenbezogene Daten gemäß der DSGVO (Datenschutz-Grundverordnung der EU) und ihrem britischen Gegenstück, der UK GDPR.",
        },
        { h2: "Welche Daten wir erheben" },
        {
          ul: [
            "Kontaktdaten: Name, E-Mail-Adresse und Telefonnummer",
            "Lieferdaten: Ihre Lieferadresse",
            "Bestelldaten: gekaufte Produkte, Preise und Zahlungsstatus (Ihre Kartendaten verarbeitet Stripe; sie gelangen nie zu uns)",
            "Nachrichten, die Sie uns senden, etwa zu einer Bestellung, einer Rücksendung oder einem Garantiefall",
            "Technische Daten: IP-Adresse und Browsertyp, die in unseren Server-Logs gespeichert werden",
          ],
        },
        { h2: "Wofür wir die Daten verwenden" },
        {
          ul: [
            "Um Ihre Bestellung entgegenzunehmen, zu bearbeiten und zu bestätigen",
            "Um Ihr Paket zuzustellen und Sie über den Sendungsstatus zu informieren",
            "Um Ihre Fragen zu beantworten und Rücksendungen, Reklamationen und Garantiefälle abzuwickeln",
            "Um gesetzliche Pflichten zu erfüllen, zum Beispiel aus dem Steuer- und Handelsrecht",
            "Um die Sicherheit des Shops zu gewährleisten und Betrug vorzubeugen",
          ],
        },
        { h2: "Rechtsgrundlagen" },
        {
          ul: [
            "**Vertragserfüllung** (Art. 6 Abs. 1 lit. b DSGVO): Abwicklung und Lieferung Ihrer Bestellung sowie Kundenservice",
            "**Rechtliche Verpflichtung** (Art. 6 Abs. 1 lit. c DSGVO): Aufbewahrung von Rechnungen und Buchhaltungsunterlagen",
            "**Berechtigte Interessen** (Art. 6 Abs. 1 lit. f DSGVO): Sicherheit des Shops, Betrugsprävention sowie Geltendmachung und Abwehr von Rechtsansprüchen",
            "**Einwilligung** (Art. 6 Abs. 1 lit. a DSGVO): soweit wir Sie darum bitten; Sie können sie jederzeit widerrufen",
          ],
        },
        { h2: "Empfänger Ihrer Daten" },
        {
          p: "Wir geben Ihre Daten nur weiter, soweit es erforderlich ist: an Versanddienstleister (etwa DHL, UPS und FedEx) für die Zustellung, an Stripe für die Zahlungsabwicklung sowie an unsere Hosting- und IT-Dienstleister, die auf Grundlage von Auftragsverarbeitungsverträgen für uns tätig sind. Behörden erhalten Daten nur, wenn wir gesetzlich dazu verpflichtet sind. Wir verkaufen Ihre Daten niemals. Werden Daten außerhalb des Vereinigten Königreichs oder des Europäischen Wirtschaftsraums verarbeitet, sichern wir dies durch geeignete Garantien wie die Standardvertragsklauseln ab.",
        },
        { h2: "Speicherdauer" },
        {
          p: "Bestelldaten speichern wir so lange, wie wir sie zur Vertragserfüllung und zur Bearbeitung etwaiger Reklamationen und Garantiefälle benötigen; Rechnungen und Buchhaltungsunterlagen bewahren wir so lange auf, wie es das Steuerrecht vorschreibt (im Vereinigten Königreich sechs Jahre). Nachrichten an den Kundenservice löschen wir, sobald Ihr Anliegen vollständig erledigt ist und daraus keine Ansprüche mehr entstehen können.",
        },
        { h2: "Ihre Rechte" },
        { p: "Nach der DSGVO haben Sie das Recht auf:" },
        {
          ul: [
            "Auskunft über Ihre Daten und eine Kopie davon",
            "Berichtigung unrichtiger Daten",
            "Löschung Ihrer Daten",
            "Einschränkung der Verarbeitung",
            "Datenübertragbarkeit",
            "Widerspruch gegen eine Verarbeitung, die auf unseren berechtigten Interessen beruht",
            "Beschwerde bei einer Aufsichtsbehörde, etwa der Datenschutzbehörde Ihres Landes oder dem Information Commissioner’s Office (ICO) im Vereinigten Königreich",
          ],
        },
        {
          p: "Um eines dieser Rechte auszuüben, schreiben Sie an [support@orbita-shop.com](mailto:support@orbita-shop.com). Wir antworten innerhalb eines Monats.",
        },
        { h2: "Cookies und lokaler Speicher" },
        {
          p: "Wir nutzen nur, was für den Betrieb des Shops unbedingt erforderlich ist – keine Werbe- oder Tracking-Cookies. Einzelheiten finden Sie in unserer [Cookie-Richtlinie](/cookies).",
        },
        { h2: "Änderungen dieser Datenschutzerklärung" },
        {
          p: "Wir passen diese Erklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Das Datum der letzten Aktualisierung finden Sie oben auf dieser Seite; über wesentliche Änderungen informieren wir Sie per E-Mail oder mit einem Hinweis im Shop.",
        },
      ],
    },

    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      description: "Die Regeln für Ihren Einkauf bei Orbita: Bestellung, Zahlung, Lieferung, Rückgabe und Garantie.",
      highlights: [],
      body: [
        { h2: "Verkäufer" },
        {
          p: "Der Orbita-Shop wird von der Orbita Trading Ltd betrieben, einer in England und Wales unter der Nummer 14276583 eingetragenen Gesellschaft mit Sitz in 27 Old Gloucester Street, London WC1N 3AX, Vereinigtes Königreich. Sie erreichen uns unter [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Bestellung und Vertragsschluss" },
        {
          p: "Die Darstellung der Produkte im Shop ist eine Aufforderung zur Bestellung. Mit Ihrer Bestellung geben Sie ein Angebot zum Kauf der Produkte in Ihrem Warenkorb ab. Der Kaufvertrag kommt zustande, sobald wir Ihre Bestellung per E-Mail bestätigen. Ist ein Produkt nicht verfügbar, informieren wir Sie umgehend und erstatten bereits gezahlte Beträge.",
        },
        { h2: "Preise und Zahlung" },
        {
          p: "Sie bezahlen per Karte (Visa, Mastercard oder American Express) über den sicheren Bezahlvorgang von Stripe. Abgerechnet wird an der Kasse in USD; Beträge in anderen Währungen dienen nur zur Orientierung. Die Versandkosten sehen Sie vor der Zahlung.",
        },
        { h2: "Lieferung" },
        {
          p: "Wir liefern in {{countriesShippedTo}}. Lieferzeiten und Preise für jedes Land finden Sie auf unserer Seite [Versand und Lieferung](/shipping). Bei Lieferungen außerhalb der EU können Zölle und Einfuhrabgaben anfallen, die der Empfänger trägt.",
        },
        { h2: "Widerrufsrecht" },
        {
          p: "Sie können Ihren Vertrag innerhalb von 30 Tagen nach Erhalt der Ware ohne Angabe von Gründen widerrufen – das ist länger, als das Gesetz vorschreibt. Wie die Rücksendung funktioniert, erklären wir auf der Seite [Rücksendungen und Reklamationen](/returns). Die Erstattung erfolgt innerhalb von 3–5 Werktagen nach Eingang der Rücksendung.",
        },
        { h2: "Gewährleistung, Garantie und Reklamationen" },
        {
          p: "Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt. Zusätzlich gilt für jedes Produkt unsere eigene Garantie, die auf der Seite [Garantie](/warranty) beschrieben ist. Reklamationen und Transportschäden behandeln wir auf der Seite [Rücksendungen und Reklamationen](/returns); jede Reklamation beantworten wir innerhalb von 14 Tagen.",
        },
        { h2: "Haftung" },
        {
          p: "Wir haften für die ordnungsgemäße Erfüllung des Vertrags nach den gesetzlichen Bestimmungen. Für Schäden, die bei Vertragsschluss nicht vorhersehbar waren, und für Verzögerungen durch Ereignisse außerhalb unseres Einflussbereichs haften wir nicht. Unsere Haftung für Tod oder Körperverletzung infolge von Fahrlässigkeit, für Betrug sowie in allen Fällen, in denen das Gesetz keine Beschränkung zulässt, bleibt unberührt.",
        },
        { h2: "Anwendbares Recht" },
        {
          p: "Für diese Bedingungen gilt das Recht von England und Wales. Als Verbraucher behalten Sie den Schutz der zwingenden Vorschriften des Landes, in dem Sie Ihren gewöhnlichen Aufenthalt haben, und können Ansprüche auch vor den Gerichten dieses Landes geltend machen.",
        },
        { h2: "Kontakt" },
        {
          p: "Fragen zu diesen Bedingungen? Schreiben Sie an [support@orbita-shop.com](mailto:support@orbita-shop.com) oder nutzen Sie unsere [Kontaktseite](/contact).",
        },
      ],
    },

    cookies: {
      title: "Cookie-Richtlinie",
      description: "Welche Cookies und ähnlichen Technologien wir verwenden und wie Sie sie selbst verwalten.",
      highlights: [],
      body: [
        { h2: "Was sind Cookies?" },
        {
          p: "Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Ähnliche Technologien wie der lokale Speicher des Browsers (Local Storage) ermöglichen es einer Website ebenfalls, sich Informationen zwischen zwei Besuchen zu merken.",
        },
        { h2: "Was wir verwenden" },
        {
          p: "Wir setzen ausschließlich ein, was für den Betrieb des Shops unbedingt erforderlich ist:",
        },
        {
          ul: [
            "**Warenkorb und Sprache:** Beides wird im lokalen Speicher Ihres Browsers abgelegt, damit Ihr Warenkorb beim nächsten Besuch noch da ist und der Shop Ihre Sprache spricht. Diese Daten bleiben auf Ihrem Gerät.",
            "**Zahlung:** Die Bezahlseiten betreibt Stripe. Stripe setzt eigene Cookies, um Zahlungen sicher abzuwickeln und Betrug zu verhindern; Näheres dazu steht in der Datenschutz- und Cookie-Richtlinie von Stripe.",
          ],
        },
        { h2: "Keine Werbung, kein Tracking" },
        {
          p: "Wir verwenden keine Werbe-, Analyse- oder Tracking-Cookies und erlauben auch Dritten nicht, Ihr Verhalten in unserem Shop zu verfolgen.",
        },
        { h2: "So löschen Sie Cookies" },
        {
          p: "Cookies und gespeicherte Websitedaten können Sie jederzeit in den Einstellungen Ihres Browsers einsehen und löschen, meist unter „Datenschutz“ oder „Websitedaten“. Bitte beachten Sie: Danach ist Ihr Warenkorb leer und der Shop zeigt wieder die Standardsprache an.",
        },
        {
          p: "Noch Fragen? Lesen Sie unsere [Datenschutzerklärung](/privacy) oder [schreiben Sie uns](/contact).",
        },
      ],
    },
  },

  settings: {
    tagline: "Premium-Elektronik, weltweit geliefert",
    weekdays: "Montag–Freitag",
    weekend: "Samstag–Sonntag",
    phoneHours: "Mo–Fr 9:00–18:00 Uhr MEZ",
    emailResponse: "Antwort innerhalb von 24–48 Stunden",
    reviewLinks: ["Unsere Bewertungen auf Trustpilot", "Unsere Bewertungen bei Google"],
  },

  reviews: [
    {
      title: "Tolles Produkt, schnelle Lieferung",
      comment: "Das Paket war in zwei Tagen da, alles sorgfältig verpackt. Die Verarbeitung hat meine Erwartungen übertroffen. Klare Empfehlung!",
    },
    {
      title: "Wie beschrieben",
      comment: "Das Produkt sieht genau so aus wie auf den Fotos. Sehr guter Kontakt mit dem Verkäufer – auf meine Frage kam innerhalb weniger Stunden eine Antwort.",
    },
    {
      title: "Gutes Preis-Leistungs-Verhältnis",
      comment: "Für den Preis ein sehr gutes Produkt. Einen Stern Abzug gibt es für die etwas längere Lieferzeit über Weihnachten.",
    },
  ],
}
