import type { SiteCopy } from "../types"

/** Italian: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Quanto tempo richiede la consegna?",
      answer: [
        { p: "Dipende dalla destinazione: nella nostra [pagina spedizioni](/shipping) trovi i tempi per ogni paese. I tempi si intendono in giorni lavorativi:" },
        {
          ul: ["**Europa:** {{europeDays}}", "**Resto del mondo:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "In quanto tempo viene elaborato il mio ordine?",
      answer: [
        {
          p: "Elaboriamo ogni ordine entro 24 ore. Gli ordini effettuati entro le 14:00 lasciano il nostro magazzino il giorno stesso.",
        },
      ],
    },
    {
      question: "In quali paesi spedite?",
      answer: [
        {
          p: "Spediamo in {{countriesShippedTo}}. Trovi l’elenco completo, con i prezzi per ciascuna destinazione, nella pagina [Spedizione e consegna](/shipping).",
        },
      ],
    },
    {
      question: "Quanto costa la spedizione?",
      answer: [
        {
          p: "Il costo varia in base al paese di destinazione: da 5,99 EUR per la Germania fino a un massimo di 39,99 EUR. Per gli ordini a partire da {{freeShippingFrom}} la spedizione è **gratuita**.",
        },
      ],
    },
    {
      question: "Posso modificare o annullare il mio ordine?",
      answer: [
        {
          p: "Sì, entro 2 ore dall’acquisto. [Scrivici](/contact) indicando il numero d’ordine e le modifiche che desideri, oppure chiedici di annullarlo. Per annullarlo, apri l’ordine dal link nell’e-mail di conferma e scegli **Annulla ordine**.",
        },
      ],
    },
    {
      question: "E se il pacco arriva danneggiato?",
      answer: [
        {
          p: "Segnalacelo entro 48 ore dalla consegna, allegando alcune foto dell’imballaggio e del prodotto. Ti invieremo un prodotto sostitutivo oppure ti rimborseremo l’importo pagato.",
        },
      ],
    },
    {
      question: "Come funzionano i resi?",
      answer: [
        {
          p: "Hai 30 giorni di tempo per restituire un prodotto, senza dover fornire alcuna motivazione. Apri l’ordine dal link **Visualizza il tuo ordine** nell’e-mail di conferma e scegli **Restituisci articoli**. Tutti i passaggi sono spiegati nella pagina [Resi e reclami](/returns). Hai perso l’e-mail? Dalla pagina [Traccia il tuo ordine](/track-order) puoi farti inviare di nuovo il link.",
        },
      ],
    },
    {
      question: "Quando riceverò il rimborso?",
      answer: [
        {
          p: "Entro 3–5 giorni lavorativi dal ricevimento del reso. L’importo viene riaccreditato con lo stesso metodo di pagamento che hai usato per l’ordine.",
        },
      ],
    },
    {
      question: "Che garanzia hanno i prodotti?",
      answer: [
        { p: "Offriamo tre livelli di copertura:" },
        {
          ul: ["**Garanzia Standard:** 2 anni, inclusa su tutti i prodotti", "**Garanzia Estesa:** 3 anni", "**Garanzia Premium:** 5 anni"],
        },
        { p: "Condizioni e dettagli sono nella pagina [Garanzia](/warranty)." },
      ],
    },
    {
      question: "Quali metodi di pagamento accettate?",
      answer: [
        {
          p: "Accettiamo carte Visa, Mastercard e American Express tramite la pagina di pagamento sicura di Stripe. Gli importi vengono addebitati in dollari statunitensi (USD).",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Spedizione e consegna",
      description: "Spediamo dal nostro magazzino europeo in {{countriesShippedTo}}: ogni pacco è imballato con cura, assicurato e tracciato.",
      highlights: [
        {
          title: "Consegna rapida",
          text: "Ordina entro le 14:00 e spediamo in giornata. Tempi di consegna in Europa: {{europeDays}}.",
        },
        {
          title: "Imballaggio sicuro",
          text: "Scatole robuste e protezioni interne, perché il prodotto arrivi a destinazione intatto.",
        },
        {
          title: "Assicurazione totale",
          text: "Ogni pacco è assicurato per l’intero valore, senza alcun costo aggiuntivo.",
        },
        {
          title: "Tracciamento del pacco",
          text: "Ricevi il codice di tracciamento via SMS ed e-mail e segui la spedizione fino alla consegna.",
        },
      ],
      body: [
        { h2: "Informazioni sulla consegna" },
        {
          ul: [
            "Elaboriamo ogni ordine entro 24 ore.",
            "I tempi di consegna indicati si intendono in giorni lavorativi.",
            "La spedizione è gratuita per gli ordini a partire da {{freeShippingFrom}}.",
            "Per le consegne al di fuori dell’Unione Europea possono essere applicati dazi doganali, a carico del destinatario.",
          ],
        },
        { h2: "Condizioni" },
        {
          ul: [
            "Per la consegna servono un indirizzo corretto e completo e un numero di telefono valido.",
            "Il corriere effettua un tentativo di consegna; se non trova nessuno, lascia un avviso di giacenza.",
            "I pacchi non ritirati entro 14 giorni vengono rispediti al mittente.",
          ],
        },
        { p: "Il tuo paese non è nell’elenco? [Contattaci](/contact) e troveremo una soluzione." },
      ],
    },

    returns: {
      title: "Resi e reclami",
      description: "Hai 30 giorni per restituire un prodotto, senza bisogno di motivazione. Ecco come funziona, in quattro semplici passaggi.",
      highlights: [
        {
          title: "Contattaci",
          text: "Apri l’ordine dal link nell’e-mail di conferma e scegli «Restituisci articoli»: cosa, quanti e perché.",
        },
        {
          title: "Prepara il pacco",
          text: "Imballa il prodotto insieme a tutti i suoi accessori, nella confezione originale.",
        },
        {
          title: "Spedisci il reso",
          text: "Scrivi sul pacco il numero di reso indicato nella nostra e-mail e spediscilo all’indirizzo che vi trovi.",
        },
        {
          title: "Ricevi il rimborso",
          text: "Ti rimborsiamo entro 3–5 giorni lavorativi dal ricevimento del reso.",
        },
      ],
      body: [
        { h2: "Condizioni di reso" },
        {
          ul: [
            "Il prodotto deve essere inutilizzato, completo di tutti gli accessori e nella confezione originale.",
            "Per motivi igienici, articoli come gli auricolari in-ear possono essere resi solo se ancora sigillati.",
            "Se il prodotto è difettoso, la spedizione del reso è a carico nostro.",
            "La spedizione del reso è gratuita anche se il prodotto arriva danneggiato o se ti abbiamo inviato l’articolo sbagliato. Se hai semplicemente cambiato idea, la spedizione del reso costa quanto la consegna nel tuo paese e la tratteniamo dal rimborso.",
          ],
        },
        { h2: "Come ritrovare il tuo ordine" },
        {
          p: "Ogni e-mail che ti inviamo su un ordine, a partire dalla conferma, contiene il link **Visualizza il tuo ordine**. Apre la pagina del tuo ordine, dove puoi seguirne la consegna, annullarlo entro 2 ore dall’acquisto o restituire articoli dopo la spedizione. Non trovi l’e-mail? Controlla la cartella dello spam oppure fatti inviare di nuovo il link dalla pagina [Traccia il tuo ordine](/track-order): bastano l’indirizzo e-mail con cui hai ordinato e il numero d’ordine.",
        },
        { h2: "Rimborsi" },
        {
          p: "Una volta ricevuto e controllato il reso, ti rimborsiamo entro 3–5 giorni lavorativi con lo stesso metodo di pagamento utilizzato per l’acquisto. Ti avvisiamo via e-mail non appena il rimborso è stato disposto.",
        },
        {
          p: "I tempi di accredito effettivi possono variare leggermente a seconda della banca o dell’emittente della carta.",
        },
        { h2: "Reclami" },
        {
          p: "Eventuali danni dovuti al trasporto vanno segnalati entro 48 ore dalla consegna, con foto dell’imballaggio e del prodotto. Per qualsiasi altro difetto puoi [inviarci un reclamo](/contact): rispondiamo a ogni reclamo entro 14 giorni.",
        },
      ],
    },

    warranty: {
      title: "Garanzia",
      description: "Tutti i nostri prodotti sono coperti da garanzia. Scegli il livello di protezione più adatto a te: 2, 3 o 5 anni.",
      highlights: [
        {
          title: "Garanzia Standard – 2 anni",
          text: "Inclusa su tutti i prodotti, copre i difetti di fabbricazione.",
        },
        {
          title: "Garanzia Estesa – 3 anni",
          text: "Per smartphone e orologi registrati entro 30 giorni dall’acquisto.",
        },
        {
          title: "Garanzia Premium – 5 anni",
          text: "Per gli orologi di lusso, con una sostituzione della batteria inclusa.",
        },
      ],
      body: [
        { h2: "Come richiedere l’assistenza in garanzia" },
        {
          ol: [
            "Contattaci indicando il numero d’ordine.",
            "Descrivi il difetto e allega alcune foto.",
            "Ti inviamo un’etichetta di spedizione prepagata per rispedirci il prodotto.",
            "Ripariamo o sostituiamo il prodotto entro 14 giorni.",
          ],
        },
        { h2: "Cosa non copre la garanzia" },
        {
          ul: [
            "Danni accidentali, come cadute e urti.",
            "Danni causati dall’acqua oltre il grado di impermeabilità dichiarato per il prodotto.",
            "La normale usura dovuta all’utilizzo.",
            "Riparazioni o interventi eseguiti da persone non autorizzate.",
          ],
        },
        { p: "Hai dubbi sulla copertura del tuo prodotto? [Contattaci](/contact): ti aiuteremo volentieri." },
      ],
    },

    support: {
      title: "Centro assistenza",
      description: "Come possiamo aiutarti? Qui trovi risposte rapide e tutti i modi per metterti in contatto con noi.",
      highlights: [
        {
          title: "Domande frequenti",
          text: "Risposte rapide su ordini, spedizioni, pagamenti e resi.",
        },
        {
          title: "Contatti",
          text: "Inviaci un messaggio: rispondiamo a tutti, nessuno escluso.",
        },
        {
          title: "Resi",
          text: "30 giorni per restituire un prodotto, senza bisogno di motivazione.",
        },
        {
          title: "Garanzia",
          text: "Fino a 5 anni di copertura: scopri i tre livelli di garanzia.",
        },
        {
          title: "Chiamaci",
          text: "Lun–ven 9:00–18:00 CET",
        },
        {
          title: "Scrivici",
          text: "Rispondiamo entro 24–48 ore",
        },
      ],
      body: [
        {
          p: "Non sai da dove iniziare? Dai un’occhiata alle [domande frequenti](/faq): lì trovi la risposta alla maggior parte dei dubbi su consegne, resi e pagamenti. Se ti serve aiuto con un ordine specifico, [contattaci](/contact) indicando il numero d’ordine.",
        },
      ],
    },

    contact: {
      title: "Contatti",
      description: "Hai una domanda su un prodotto o su un ordine? Scrivici: rispondiamo a ogni messaggio.",
      highlights: [],
      body: [
        {
          p: "Per aiutarti più rapidamente, indica nel messaggio il **numero d’ordine** (se ne hai già uno) e descrivi brevemente la tua richiesta. Se si tratta di un problema con un prodotto, allega anche qualche foto.",
        },
        {
          p: "Rispondiamo entro 24–48 ore. Puoi anche scriverci direttamente all’indirizzo [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Informativa sulla privacy",
      description: "Come Orbita raccoglie, utilizza e protegge i tuoi dati personali, nel rispetto del GDPR.",
      highlights: [],
      body: [
        {
          p: "La presente informativa spiega quali dati personali trattiamo quando visiti il nostro negozio online, effettui un ordine o ci contatti, e quali diritti puoi esercitare al riguardo.",
        },
        { h2: "Titolare del trattamento" },
        {
          p: "Il titolare del trattamento è **Orbita Trading Ltd**, 27 Old Gloucester Street, Londra WC1N 3AX, Regno Unito. Per qualsiasi domanda sulla privacy puoi scriverci a [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Quali dati raccogliamo" },
        {
          ul: [
            "Dati identificativi e di contatto: nome e cognome, indirizzo e-mail, numero di telefono.",
            "Indirizzo di consegna e, se diverso, indirizzo di fatturazione.",
            "Dati dell’ordine: prodotti acquistati, importi, stato del pagamento e della spedizione. I dati completi della carta sono trattati esclusivamente da Stripe: noi non li vediamo né li conserviamo.",
            "Il contenuto dei messaggi che ci invii per e-mail o tramite i moduli del sito.",
            "Dati tecnici, come indirizzo IP, tipo di browser e log del server, necessari al funzionamento e alla sicurezza del sito.",
          ],
        },
        { h2: "Perché utilizziamo i tuoi dati" },
        {
          ul: [
            "Per elaborare e gestire i tuoi ordini, compresi pagamenti, resi e rimborsi.",
            "Per consegnare i pacchi e inviarti aggiornamenti sulla spedizione via SMS ed e-mail.",
            "Per rispondere alle tue richieste di assistenza e gestire reclami e interventi in garanzia.",
            "Per adempiere agli obblighi di legge, ad esempio in materia fiscale e contabile.",
            "Per proteggere il negozio da frodi e abusi.",
          ],
        },
        { h2: "Basi giuridiche del trattamento" },
        {
          ul: [
            "**Esecuzione di un contratto** (art. 6, par. 1, lett. b del GDPR): gestione di ordini, consegne, resi e garanzia.",
            "**Obbligo legale** (art. 6, par. 1, lett. c): conservazione dei documenti fiscali e contabili.",
            "**Legittimo interesse** (art. 6, par. 1, lett. f): sicurezza del sito, prevenzione delle frodi e risposta alle richieste di assistenza.",
            "**Consenso** (art. 6, par. 1, lett. a), quando te lo chiediamo espressamente: puoi revocarlo in qualsiasi momento.",
          ],
        },
        { h2: "A chi comunichiamo i dati" },
        { p: "Condividiamo i tuoi dati soltanto con chi ne ha bisogno per fornirti il servizio:" },
        {
          ul: [
            "i corrieri (come DHL, UPS e FedEx), per la consegna dei pacchi;",
            "Stripe, per l’elaborazione sicura dei pagamenti;",
            "i fornitori di hosting e di servizi informatici che ospitano il nostro negozio;",
            "le autorità pubbliche, quando la legge lo impone.",
          ],
        },
        {
          p: "Se i dati vengono trasferiti al di fuori del SEE o del Regno Unito, il trasferimento avviene con garanzie adeguate, come le clausole contrattuali standard approvate dalla Commissione europea.",
        },
        { h2: "Per quanto tempo conserviamo i dati" },
        {
          p: "Conserviamo i dati degli ordini per il tempo necessario a eseguirli e a gestire resi, reclami e garanzia, e in seguito per il periodo previsto dalle norme fiscali e contabili. La corrispondenza con l’assistenza clienti viene conservata per il tempo necessario a gestire la tua richiesta. Trascorsi questi periodi, i dati vengono cancellati o resi anonimi.",
        },
        { h2: "I tuoi diritti" },
        { p: "In base al GDPR hai il diritto di:" },
        {
          ul: [
            "accedere ai tuoi dati e riceverne una copia;",
            "chiederne la rettifica se sono inesatti o incompleti;",
            "ottenerne la cancellazione;",
            "chiedere la limitazione del trattamento;",
            "ricevere i dati in un formato strutturato e trasmetterli a un altro titolare (portabilità);",
            "opporti al trattamento basato sul legittimo interesse;",
            "proporre reclamo a un’autorità di controllo, come il Garante per la protezione dei dati personali.",
          ],
        },
        {
          p: "Per esercitare i tuoi diritti, scrivici a [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Cookie e memoria locale" },
        {
          p: "Utilizziamo soltanto i cookie e le tecnologie di memorizzazione strettamente necessari al funzionamento del negozio. Tutti i dettagli sono nell’[informativa sui cookie](/cookies).",
        },
        { h2: "Modifiche alla presente informativa" },
        {
          p: "Potremmo aggiornare questa informativa, ad esempio in caso di nuovi servizi o di cambiamenti normativi. La data dell’ultimo aggiornamento è sempre indicata in questa pagina e, in caso di modifiche sostanziali, te ne daremo comunicazione.",
        },
      ],
    },

    terms: {
      title: "Termini e condizioni",
      description: "Le condizioni che regolano gli acquisti nel negozio online Orbita. Ti invitiamo a leggerle con attenzione prima di effettuare un ordine.",
      highlights: [],
      body: [
        { h2: "Venditore" },
        {
          p: "Il negozio online Orbita è gestito da **Orbita Trading Ltd**, società registrata in Inghilterra e Galles con il numero 14276583 e sede legale in 27 Old Gloucester Street, Londra WC1N 3AX, Regno Unito.",
        },
        { h2: "Ordini e conclusione del contratto" },
        {
          p: "I prodotti presentati nel negozio costituiscono un invito a effettuare un ordine. Inviando l’ordine formuli una proposta d’acquisto; il contratto si intende concluso quando ti inviamo la conferma dell’ordine via e-mail. Puoi modificare o annullare l’ordine entro 2 ore dal suo invio.",
        },
        { h2: "Prezzi e pagamento" },
        {
          p: "Valgono i prezzi indicati nel negozio al momento dell’ordine; i costi di spedizione vengono mostrati prima della conferma. Il pagamento avviene con carta (Visa, Mastercard, American Express) tramite la pagina di pagamento sicura di Stripe e l’importo viene addebitato in dollari statunitensi (USD). L’eventuale conversione di valuta è effettuata dalla tua banca o dall’emittente della carta.",
        },
        { h2: "Consegna" },
        {
          p: "Spediamo in {{countriesShippedTo}}. Tempi e costi di consegna sono indicati nella pagina [Spedizione e consegna](/shipping). Per le consegne al di fuori dell’Unione Europea, eventuali dazi e imposte d’importazione sono a carico del destinatario.",
        },
        { h2: "Diritto di recesso" },
        {
          p: "Puoi recedere dal contratto entro 30 giorni dal ricevimento dei prodotti, senza dover fornire alcuna motivazione. Le modalità di reso e rimborso sono descritte nella pagina [Resi e reclami](/returns).",
        },
        { h2: "Garanzia e reclami" },
        {
          p: "Tutti i prodotti sono coperti da una garanzia di almeno 2 anni; le condizioni dei diversi livelli sono illustrate nella pagina [Garanzia](/warranty). Reclami e segnalazioni di danni da trasporto vengono gestiti come descritto nella pagina [Resi e reclami](/returns). Restano in ogni caso salvi i diritti che la legge riconosce ai consumatori.",
        },
        { h2: "Responsabilità" },
        {
          p: "Nei limiti consentiti dalla legge, non rispondiamo di danni indiretti o imprevedibili né di ritardi dovuti a cause al di fuori del nostro ragionevole controllo. Nessuna disposizione di questi termini limita la nostra responsabilità nei casi in cui la legge non lo consente, né i diritti che ti spettano in quanto consumatore.",
        },
        { h2: "Legge applicabile" },
        {
          p: "Questi termini sono regolati dalla legge di Inghilterra e Galles. Se sei un consumatore, continui a beneficiare della tutela garantita dalle norme inderogabili del paese in cui risiedi.",
        },
        { h2: "Contatti" },
        {
          p: "Per domande su questi termini scrivici a [support@orbita-shop.com](mailto:support@orbita-shop.com) oppure visita la pagina [Contatti](/contact).",
        },
      ],
    },

    cookies: {
      title: "Informativa sui cookie",
      description: "Quali cookie e quali dati salviamo nel tuo browser, e come puoi gestirli.",
      highlights: [],
      body: [
        { h2: "Cosa sono i cookie" },
        {
          p: "I cookie sono piccoli file di testo che un sito salva sul tuo dispositivo durante la navigazione. Tecnologie simili, come la memoria locale del browser (local storage), consentono anch’esse di conservare informazioni da una visita all’altra.",
        },
        { h2: "Quali cookie utilizziamo" },
        { p: "Usiamo esclusivamente strumenti strettamente necessari al funzionamento del negozio:" },
        {
          ul: [
            "**Carrello:** i prodotti che aggiungi vengono salvati nella memoria locale del tuo browser, così non li perdi se chiudi la pagina.",
            "**Lingua:** anche la lingua che scegli viene conservata nella memoria locale del browser.",
            "**Pagamento:** le pagine di pagamento sono gestite da Stripe, che imposta i propri cookie per proteggere le transazioni e prevenire le frodi, secondo la propria informativa.",
          ],
        },
        { p: "Trattandosi di strumenti strettamente necessari, non è richiesto il tuo consenso." },
        { h2: "Niente cookie pubblicitari né di tracciamento" },
        {
          p: "Non utilizziamo cookie pubblicitari, di profilazione o di tracciamento, né strumenti di analisi di terze parti che ti seguano su altri siti.",
        },
        { h2: "Come eliminare i cookie" },
        {
          p: "Puoi eliminare in qualsiasi momento i cookie e i dati salvati dal sito nelle impostazioni del tuo browser (Chrome, Firefox, Safari, Edge e gli altri), di solito nella sezione dedicata a privacy e sicurezza. Tieni presente che, cancellando i dati del sito, il carrello verrà svuotato e la lingua tornerà a quella predefinita.",
        },
        { h2: "Domande" },
        { p: "Per qualsiasi domanda su questa informativa, [contattaci](/contact)." },
      ],
    },
  },

  settings: {
    tagline: "Elettronica premium, consegnata in tutto il mondo",
    weekdays: "Lunedì–venerdì",
    weekend: "Sabato–domenica",
    phoneHours: "Lun–ven 9:00–18:00 CET",
    emailResponse: "Risposta entro 24–48 ore",
    reviewLinks: ["Le nostre recensioni su Trustpilot", "Le nostre recensioni su Google"],
  },

  reviews: [
    {
      title: "Ottimo prodotto, consegna veloce",
      comment: "Il pacco è arrivato in due giorni, tutto imballato con cura. La qualità costruttiva ha superato le mie aspettative. Lo consiglio!",
    },
    {
      title: "Conforme alla descrizione",
      comment: "Il prodotto è esattamente come nelle foto. Ottimo il contatto con il venditore: ho ricevuto risposta alla mia domanda nel giro di poche ore.",
    },
    {
      title: "Buon rapporto qualità-prezzo",
      comment: "Ottimo prodotto per quello che costa. Tolgo una stella solo per la consegna un po’ più lunga nel periodo natalizio.",
    },
  ],
}
