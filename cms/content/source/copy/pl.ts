import type { SiteCopy } from "../types"

/** Polish: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Jak długo trwa dostawa?",
      answer: [
        { p: "To zależy od kraju, do którego wysyłamy paczkę: czas dostawy do każdego kraju podajemy na [stronie wysyłki](/shipping). Liczymy go w dniach roboczych od nadania:" },
        {
          ul: ["**Europa:** {{europeDays}}", "**Pozostałe kraje:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "Jak szybko realizujecie zamówienia?",
      answer: [
        {
          p: "Każde zamówienie przygotowujemy w ciągu 24 godzin. Zamówienia złożone w dzień roboczy przed 14:00 wyjeżdżają z magazynu jeszcze tego samego dnia.",
        },
      ],
    },
    {
      question: "Do jakich krajów wysyłacie?",
      answer: [
        {
          p: "Dostarczamy do {{countriesShippedTo}}. Pełną listę wraz z czasem dostawy i cenami dla każdego kraju znajdziesz na stronie [Wysyłka i dostawa](/shipping).",
        },
      ],
    },
    {
      question: "Ile kosztuje wysyłka?",
      answer: [
        {
          p: "Koszt wysyłki wynosi od 5,99 EUR (Niemcy) do 39,99 EUR, w zależności od kraju. Zamówienia o wartości od {{freeShippingFrom}} wysyłamy **za darmo**.",
        },
      ],
    },
    {
      question: "Czy mogę zmienić lub anulować zamówienie?",
      answer: [
        {
          p: "Tak, w ciągu 2 godzin od jego złożenia. Wystarczy, że [napiszesz do nas](/contact), podając numer zamówienia i to, co chcesz zmienić. Jeśli paczka zdążyła już wyjechać z magazynu, możesz ją odesłać w ramach 30-dniowego prawa zwrotu. Aby anulować zamówienie, otwórz je z linku w e-mailu z potwierdzeniem i wybierz **Anuluj zamówienie**.",
        },
      ],
    },
    {
      question: "Co zrobić, jeśli paczka dotrze uszkodzona?",
      answer: [
        {
          p: "Zgłoś nam to w ciągu 48 godzin od doręczenia i dołącz kilka zdjęć paczki oraz produktu. Po ich sprawdzeniu wyślemy Ci nowy egzemplarz albo zwrócimy pieniądze – jak wolisz.",
        },
      ],
    },
    {
      question: "Jak wygląda zwrot towaru?",
      answer: [
        {
          p: "Masz 30 dni od doręczenia na zwrot produktu i nie musisz podawać przyczyny. Otwórz zamówienie z linku **Zobacz zamówienie** w e-mailu z potwierdzeniem i wybierz **Zwróć produkty**. Cały proces krok po kroku opisaliśmy na stronie [Zwroty i reklamacje](/returns). Nie możesz znaleźć e-maila? Na stronie [Śledź zamówienie](/track-order) możesz poprosić o ponowne wysłanie linku.",
        },
      ],
    },
    {
      question: "Kiedy otrzymam zwrot pieniędzy?",
      answer: [
        {
          p: "Pieniądze zwracamy w ciągu 3–5 dni roboczych od otrzymania przesyłki zwrotnej, tą samą metodą płatności, której użyto przy zamówieniu.",
        },
      ],
    },
    {
      question: "Jaką gwarancję mają produkty?",
      answer: [
        { p: "Każdy produkt jest objęty gwarancją, a część z nich możesz chronić dłużej. Mamy trzy warianty:" },
        {
          ul: ["**Standardowa:** 2 lata na wszystkie produkty", "**Rozszerzona:** 3 lata", "**Premium:** 5 lat"],
        },
        { p: "Szczegóły każdego wariantu znajdziesz na stronie [Gwarancja](/warranty)." },
      ],
    },
    {
      question: "Jakie formy płatności akceptujecie?",
      answer: [
        {
          p: "Przyjmujemy karty Visa, Mastercard i American Express za pośrednictwem bezpiecznej płatności Stripe. Kwoty pobierane są w USD.",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Wysyłka i dostawa",
      description: "Wysyłamy z naszego europejskiego magazynu do {{countriesShippedTo}} – każda paczka jest ubezpieczona i śledzona.",
      highlights: [
        { title: "Szybka dostawa", text: "Zamów przed 14:00, a wyślemy jeszcze tego samego dnia. Czas dostawy w Europie: {{europeDays}}." },
        { title: "Bezpieczne opakowanie", text: "Każdy produkt starannie pakujemy, aby dotarł do Ciebie w idealnym stanie." },
        { title: "Pełne ubezpieczenie", text: "Każda paczka jest ubezpieczona na pełną wartość – od naszego magazynu aż pod Twoje drzwi." },
        { title: "Śledzenie przesyłki", text: "Powiadomienia SMS i e-mail na każdym etapie drogi paczki." },
      ],
      body: [
        { h2: "Informacje o dostawie" },
        {
          ul: [
            "Każde zamówienie realizujemy w ciągu 24 godzin.",
            "Czas dostawy podajemy w dniach roboczych.",
            "Przy zamówieniach od {{freeShippingFrom}} wysyłka jest bezpłatna.",
            "Przy dostawach poza UE mogą zostać naliczone cło i podatki importowe – pokrywa je odbiorca.",
          ],
        },
        { h2: "Warunki" },
        {
          ul: [
            "Podaj poprawny, pełny adres i numer telefonu, aby kurier mógł się z Tobą skontaktować.",
            "Kurier podejmuje jedną próbę doręczenia; jeśli nikogo nie zastanie, zostawia awizo.",
            "Paczki nieodebrane w ciągu 14 dni wracają do nas.",
          ],
        },
        { p: "Nie ma Twojego kraju na liście? [Napisz do nas](/contact), a znajdziemy rozwiązanie." },
      ],
    },

    returns: {
      title: "Zwroty i reklamacje",
      description: "Masz 30 dni na zwrot każdego produktu – bez podawania przyczyny.",
      highlights: [
        { title: "Zgłoś zwrot", text: "Otwórz zamówienie z linku w e-mailu z potwierdzeniem i wybierz „Zwróć produkty”: co, ile sztuk i dlaczego." },
        { title: "Zapakuj produkt", text: "Włóż do paczki produkt razem ze wszystkimi akcesoriami." },
        { title: "Odeślij paczkę", text: "Napisz na paczce numer zwrotu z naszego e-maila i wyślij ją na podany w nim adres." },
        { title: "Odbierz pieniądze", text: "Zwrot środków otrzymasz w ciągu 3–5 dni roboczych od dotarcia paczki do nas." },
      ],
      body: [
        { h2: "Warunki zwrotu" },
        {
          ul: [
            "Produkt musi być nieużywany, kompletny i w oryginalnym opakowaniu.",
            "Ze względów higienicznych produkty takie jak słuchawki dokanałowe przyjmujemy tylko z nienaruszonym zabezpieczeniem (plombą).",
            "Zwrot wadliwego produktu nic Cię nie kosztuje – pokrywamy koszt przesyłki zwrotnej.",
            "Odesłanie jest bezpłatne także wtedy, gdy produkt dotarł uszkodzony albo wysłaliśmy niewłaściwy. Jeśli po prostu zmienisz zdanie, odesłanie kosztuje tyle samo co dostawa do Twojego kraju – potrącimy tę kwotę ze zwrotu.",
          ],
        },
        { h2: "Jak odnaleźć zamówienie" },
        {
          p: "Każdy e-mail, który wysyłamy w sprawie zamówienia – począwszy od potwierdzenia – zawiera link **Zobacz zamówienie**. Prowadzi on na stronę Twojego zamówienia, na której możesz śledzić dostawę, anulować zamówienie w ciągu 2 godzin od jego złożenia albo zwrócić produkty, gdy zostaną już wysłane. Nie możesz znaleźć e-maila? Sprawdź folder ze spamem albo poproś o ponowne wysłanie linku na stronie [Śledź zamówienie](/track-order) – wystarczą adres e-mail podany przy zamówieniu i numer zamówienia.",
        },
        { h2: "Zwrot pieniędzy" },
        {
          p: "Gdy paczka dotrze do naszego magazynu, sprawdzamy ją i w ciągu 3–5 dni roboczych zwracamy pieniądze tą samą metodą płatności, której użyto przy zamówieniu. Gdy tylko zlecimy zwrot, dostaniesz od nas e-mail.",
        },
        { h2: "Reklamacje" },
        {
          p: "Jeśli paczka dotrze uszkodzona w transporcie, zgłoś to w ciągu 48 godzin od doręczenia i dołącz zdjęcia opakowania oraz produktu. Na każdą reklamację odpowiadamy w ciągu 14 dni. Wady, które ujawnią się później, zgłaszasz w ramach [gwarancji](/warranty).",
        },
      ],
    },

    warranty: {
      title: "Gwarancja",
      description: "Każdy produkt jest objęty gwarancją, a wybrane produkty możesz chronić jeszcze dłużej.",
      highlights: [
        { title: "Standardowa: 2 lata", text: "Na wszystkie produkty z naszej oferty; obejmuje wady fabryczne." },
        { title: "Rozszerzona: 3 lata", text: "Na telefony i zegarki zarejestrowane w ciągu 30 dni od zakupu." },
        { title: "Premium: 5 lat", text: "Na zegarki luksusowe, z jedną wymianą baterii w cenie." },
      ],
      body: [
        { h2: "Jak zgłosić naprawę gwarancyjną" },
        {
          ol: [
            "[Skontaktuj się z nami](/contact) i podaj numer zamówienia.",
            "Opisz usterkę i dołącz kilka zdjęć.",
            "Wyślemy Ci opłaconą etykietę wysyłkową.",
            "W ciągu 14 dni naprawimy produkt lub wymienimy go na nowy.",
          ],
        },
        { h2: "Czego gwarancja nie obejmuje" },
        {
          ul: [
            "Uszkodzeń mechanicznych, np. po upadku, pęknięć obudowy czy zbitego ekranu",
            "Zalania ponad deklarowany poziom wodoszczelności produktu",
            "Naturalnego zużycia w trakcie użytkowania",
            "Napraw i przeróbek wykonanych przez osoby, których nie upoważniliśmy",
          ],
        },
      ],
    },

    support: {
      title: "Centrum pomocy",
      description: "Odpowiedzi na pytania o zamówienia, dostawę, zwroty i gwarancję – wszystko w jednym miejscu.",
      highlights: [
        { title: "Najczęstsze pytania", text: "Szybkie odpowiedzi na pytania, które słyszymy najczęściej." },
        { title: "Kontakt", text: "Napisz do nas, a ktoś z naszego zespołu szybko się odezwie." },
        { title: "Zwroty", text: "30 dni na zmianę decyzji, bez podawania przyczyny." },
        { title: "Gwarancja", text: "Do 5 lat ochrony, w zależności od produktu." },
        { title: "Zadzwoń do nas", text: "Pon.–pt. 9:00–18:00 CET" },
        { title: "Napisz do nas", text: "Odpowiadamy w ciągu 24–48 godzin." },
      ],
      body: [
        {
          p: "Nie wiesz, od czego zacząć? Większość pytań o dostawę, płatności i zwroty ma już odpowiedź w sekcji [Najczęściej zadawane pytania](/faq). Jeśli nie ma tam Twojego, [napisz do nas](/contact) – najlepiej z numerem zamówienia pod ręką – a wspólnie wszystko wyjaśnimy.",
        },
      ],
    },

    contact: {
      title: "Kontakt",
      description: "Masz pytanie o produkt lub zamówienie? Napisz – odpowiadamy na każdą wiadomość.",
      highlights: [],
      body: [
        {
          p: "Abyśmy mogli pomóc Ci szybciej, podaj w wiadomości **numer zamówienia** i krótko opisz, czego dotyczy sprawa. Jeśli coś jest nie tak z produktem, kilka zdjęć bardzo nam pomoże.",
        },
        {
          p: "Na każdą wiadomość odpowiadamy w ciągu 24–48 godzin. Możesz też napisać bezpośrednio na adres [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Polityka prywatności",
      description: "Jak zbieramy, wykorzystujemy i chronimy Twoje dane osobowe, gdy robisz zakupy w sklepie Orbita.",
      highlights: [],
      body: [
        { h2: "Administrator danych" },
        {
          p: "Administratorem Twoich danych osobowych jest Orbita Trading Ltd, 27 Old Gloucester Street, London WC1N 3AX, Wielka Brytania – spółka prowadząca sklep Orbita. We wszystkich sprawach dotyczących danych osobowych możesz pisać na adres [support@orbita-shop.com](mailto:support@orbita-shop.com). Dane przetwarzamy zgodnie z RODO (unijnym ogólnym rozporządzeniem o ochronie danych) oraz jego brytyjskim odpowiednikiem.",
        },
        { h2: "Jakie dane zbieramy" },
        {
          ul: [
            "Dane kontaktowe: imię i nazwisko, adres e-mail, numer telefonu",
            "Dane do dostawy: adres wysyłki",
            "Dane zamówienia: kupione produkty, ceny i status płatności (dane karty obsługuje Stripe – nigdy do nas nie trafiają)",
            "Treść wiadomości, które do nas wysyłasz, np. w sprawie zamówienia, zwrotu lub gwarancji",
            "Dane techniczne: adres IP i typ przeglądarki zapisywane w logach serwera",
          ],
        },
        { h2: "W jakim celu je przetwarzamy" },
        {
          ul: [
            "Aby przyjąć, zrealizować i potwierdzić Twoje zamówienie",
            "Aby dostarczyć paczkę i informować Cię o jej statusie",
            "Aby odpowiadać na Twoje pytania oraz obsługiwać zwroty, reklamacje i naprawy gwarancyjne",
            "Aby wypełniać obowiązki prawne, np. wynikające z przepisów podatkowych i rachunkowych",
            "Aby dbać o bezpieczeństwo sklepu i zapobiegać oszustwom",
          ],
        },
        { h2: "Podstawy prawne" },
        {
          ul: [
            "**Wykonanie umowy** (art. 6 ust. 1 lit. b RODO): realizacja i dostawa zamówienia oraz obsługa klienta",
            "**Obowiązek prawny** (art. 6 ust. 1 lit. c RODO): przechowywanie faktur i dokumentacji księgowej",
            "**Prawnie uzasadniony interes** (art. 6 ust. 1 lit. f RODO): bezpieczeństwo sklepu, zapobieganie oszustwom i dochodzenie lub obrona roszczeń",
            "**Zgoda** (art. 6 ust. 1 lit. a RODO): gdy o nią prosimy; możesz ją wycofać w każdej chwili",
          ],
        },
        { h2: "Komu przekazujemy dane" },
        {
          p: "Przekazujemy dane tylko w niezbędnym zakresie: firmom kurierskim (np. DHL, UPS, FedEx) w celu doręczenia zamówienia, firmie Stripe w celu obsługi płatności oraz dostawcom hostingu i usług IT, którzy działają na nasze zlecenie na podstawie umów powierzenia przetwarzania danych. Organom publicznym udostępniamy dane wyłącznie wtedy, gdy wymagają tego przepisy. Nigdy nie sprzedajemy Twoich danych. Jeśli dane trafiają poza Wielką Brytanię lub Europejski Obszar Gospodarczy, stosujemy odpowiednie zabezpieczenia, takie jak standardowe klauzule umowne.",
        },
        { h2: "Jak długo przechowujemy dane" },
        {
          p: "Dane zamówienia przechowujemy tak długo, jak jest to potrzebne do wykonania umowy oraz rozpatrzenia ewentualnych reklamacji i zgłoszeń gwarancyjnych, a faktury i dokumentację księgową – przez okres wymagany przepisami podatkowymi (w Wielkiej Brytanii jest to sześć lat). Wiadomości do obsługi klienta usuwamy, gdy sprawa zostanie w pełni załatwiona i nie mogą już z niej wyniknąć żadne roszczenia.",
        },
        { h2: "Twoje prawa" },
        { p: "Na podstawie RODO masz prawo do:" },
        {
          ul: [
            "dostępu do swoich danych i otrzymania ich kopii",
            "sprostowania nieprawidłowych danych",
            "usunięcia danych",
            "ograniczenia przetwarzania",
            "przenoszenia danych",
            "wniesienia sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie",
            "wniesienia skargi do organu nadzorczego, np. do Prezesa Urzędu Ochrony Danych Osobowych w Polsce lub do Information Commissioner’s Office (ICO) w Wielkiej Brytanii",
          ],
        },
        {
          p: "Aby skorzystać z któregokolwiek z tych praw, napisz na adres [support@orbita-shop.com](mailto:support@orbita-shop.com). Odpowiemy w ciągu miesiąca.",
        },
        { h2: "Pliki cookies i pamięć lokalna" },
        {
          p: "Korzystamy wyłącznie z tego, co jest niezbędne do działania sklepu, i nie używamy plików cookies reklamowych ani śledzących. Szczegóły znajdziesz w naszej [polityce cookies](/cookies).",
        },
        { h2: "Zmiany polityki prywatności" },
        {
          p: "Możemy aktualizować tę politykę, gdy zmienią się nasze usługi lub przepisy. Data ostatniej aktualizacji widnieje na górze tej strony, a o istotnych zmianach poinformujemy Cię e-mailem lub komunikatem w sklepie.",
        },
      ],
    },

    terms: {
      title: "Regulamin",
      description: "Zasady zakupów w sklepie Orbita: zamówienia, płatności, dostawa, zwroty i gwarancja.",
      highlights: [],
      body: [
        { h2: "Sprzedawca" },
        {
          p: "Sklep Orbita prowadzi Orbita Trading Ltd, spółka zarejestrowana w Anglii i Walii pod numerem 14276583, z siedzibą pod adresem 27 Old Gloucester Street, London WC1N 3AX, Wielka Brytania. Możesz się z nami skontaktować pod adresem [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Zamówienia i zawarcie umowy" },
        {
          p: "Produkty prezentowane w sklepie stanowią zaproszenie do złożenia zamówienia. Składając zamówienie, składasz ofertę zakupu produktów z koszyka. Umowa sprzedaży zostaje zawarta z chwilą, gdy potwierdzimy zamówienie e-mailem. Jeśli okaże się, że produkt jest niedostępny, niezwłocznie Cię o tym poinformujemy i zwrócimy wszystkie wpłacone kwoty.",
        },
        { h2: "Ceny i płatności" },
        {
          p: "Płatności dokonujesz kartą (Visa, Mastercard lub American Express) za pośrednictwem bezpiecznej płatności Stripe. Kwota jest pobierana w USD; ceny wyświetlane w innych walutach mają charakter wyłącznie informacyjny. Koszt wysyłki widzisz przed dokonaniem płatności.",
        },
        { h2: "Dostawa" },
        {
          p: "Wysyłamy do {{countriesShippedTo}}. Czas i koszt dostawy dla każdego kraju podajemy na stronie [Wysyłka i dostawa](/shipping). Przy dostawach poza UE mogą zostać naliczone cło i podatki importowe, które pokrywa odbiorca.",
        },
        { h2: "Prawo odstąpienia od umowy" },
        {
          p: "Możesz odstąpić od umowy w ciągu 30 dni od otrzymania zamówienia bez podawania przyczyny – to dłużej, niż wymagają przepisy. Jak odesłać produkt, wyjaśniamy na stronie [Zwroty i reklamacje](/returns). Pieniądze zwracamy w ciągu 3–5 dni roboczych od otrzymania zwrotu.",
        },
        { h2: "Gwarancja i reklamacje" },
        {
          p: "Twoje ustawowe uprawnienia w razie niezgodności towaru z umową pozostają nienaruszone. Dodatkowo każdy produkt jest objęty naszą gwarancją, opisaną na stronie [Gwarancja](/warranty). Reklamacje i uszkodzenia w transporcie opisujemy na stronie [Zwroty i reklamacje](/returns); na każdą reklamację odpowiadamy w ciągu 14 dni.",
        },
        { h2: "Odpowiedzialność" },
        {
          p: "Odpowiadamy za należyte wykonanie umowy zgodnie z przepisami prawa. Nie ponosimy odpowiedzialności za szkody, których nie można było przewidzieć w chwili zawarcia umowy, ani za opóźnienia spowodowane zdarzeniami od nas niezależnymi. Żadne postanowienie regulaminu nie ogranicza naszej odpowiedzialności za śmierć lub uszczerbek na zdrowiu spowodowany naszym zaniedbaniem, za oszustwo ani w przypadkach, w których prawo nie pozwala takiej odpowiedzialności ograniczyć.",
        },
        { h2: "Prawo właściwe" },
        {
          p: "Regulamin podlega prawu Anglii i Walii. Jeśli jesteś konsumentem, zachowujesz ochronę, jaką zapewniają Ci bezwzględnie obowiązujące przepisy kraju Twojego zamieszkania, i możesz dochodzić roszczeń przed sądami tego kraju.",
        },
        { h2: "Kontakt" },
        {
          p: "Masz pytania dotyczące regulaminu? Napisz na adres [support@orbita-shop.com](mailto:support@orbita-shop.com) lub skorzystaj ze strony [Kontakt](/contact).",
        },
      ],
    },

    cookies: {
      title: "Polityka cookies",
      description: "Z jakich plików cookies i podobnych technologii korzystamy oraz jak możesz nimi zarządzać.",
      highlights: [],
      body: [
        { h2: "Czym są pliki cookies" },
        {
          p: "Pliki cookies (ciasteczka) to niewielkie pliki tekstowe, które strona internetowa zapisuje w Twojej przeglądarce. Podobne technologie, takie jak pamięć lokalna przeglądarki (local storage), pozwalają stronie w ten sam sposób zapamiętać informacje między wizytami.",
        },
        { h2: "Z czego korzystamy" },
        {
          p: "Używamy wyłącznie tego, co jest niezbędne do działania sklepu:",
        },
        {
          ul: [
            "**Koszyk i język:** zapisujemy je w pamięci lokalnej Twojej przeglądarki, dzięki czemu po powrocie koszyk wciąż na Ciebie czeka, a sklep mówi w Twoim języku. Te dane nie opuszczają Twojego urządzenia.",
            "**Płatności:** strony płatności obsługuje Stripe, który ustawia własne pliki cookies, aby bezpiecznie przetwarzać płatności i zapobiegać oszustwom. Opisuje je polityka prywatności i cookies firmy Stripe.",
          ],
        },
        { h2: "Bez reklam i śledzenia" },
        {
          p: "Nie używamy plików cookies reklamowych, analitycznych ani śledzących i nie pozwalamy firmom zewnętrznym śledzić Cię w naszym sklepie.",
        },
        { h2: "Jak je usunąć" },
        {
          p: "Pliki cookies i zapisane dane witryn możesz w każdej chwili przejrzeć i usunąć w ustawieniach przeglądarki, zwykle w sekcji „Prywatność” lub „Dane witryn”. Pamiętaj, że po ich usunięciu Twój koszyk zostanie opróżniony, a sklep wróci do domyślnego języka.",
        },
        {
          p: "Masz pytania? Zajrzyj do naszej [polityki prywatności](/privacy) lub [napisz do nas](/contact).",
        },
      ],
    },
  },

  settings: {
    tagline: "Elektronika premium z dostawą na cały świat",
    weekdays: "Poniedziałek–piątek",
    weekend: "Sobota–niedziela",
    phoneHours: "Pon.–pt. 9:00–18:00 CET",
    emailResponse: "Odpowiadamy w ciągu 24–48 godzin",
    reviewLinks: ["Nasze opinie w serwisie Trustpilot", "Nasze opinie w Google"],
  },

  reviews: [
    {
      title: "Świetny produkt, szybka dostawa",
      comment: "Paczka dotarła w dwa dni, wszystko starannie zapakowane. Jakość wykonania przeszła moje oczekiwania. Polecam!",
    },
    {
      title: "Zgodny z opisem",
      comment: "Produkt dokładnie taki jak na zdjęciach. Kontakt ze sprzedawcą bardzo dobry, odpowiedź na pytanie dostałem w kilka godzin.",
    },
    {
      title: "Dobry stosunek jakości do ceny",
      comment: "Bardzo dobry produkt w tej cenie. Jedna gwiazdka mniej za nieco dłuższy czas dostawy w okresie świątecznym.",
    },
  ],
}
