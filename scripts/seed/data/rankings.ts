import type { SeedRanking } from "./types";

export const rankings: SeedRanking[] = [
  {
    slug: "top-100-brand",
    title: "Top 100 Brand Italiani",
    description:
      "I cento marchi che raccontano il Made in Italy nel mondo, dalla moda all'automobile, dal design alla buona tavola.",
    orderIndex: 0,
    items: [
      {
        rank: 1,
        title: "Ferrari",
        subtitle: "Automobili · Maranello",
        description:
          "Fondata da Enzo Ferrari, è il marchio automobilistico italiano più celebre al mondo, legato a doppio filo alla storia della Formula 1.",
        score: 99.5,
      },
      {
        rank: 2,
        title: "Gucci",
        subtitle: "Moda · Firenze",
        description:
          "Nata a Firenze nel 1921 come pelletteria, è oggi una delle maison del lusso più riconoscibili a livello internazionale.",
        score: 99.2,
      },
      {
        rank: 3,
        title: "Prada",
        subtitle: "Moda · Milano",
        description:
          "Fondata a Milano nel 1913 da Mario Prada, unisce tradizione pellettiera e una visione contemporanea della moda e dell'arte.",
        score: 98.9,
      },
      {
        rank: 4,
        title: "Giorgio Armani",
        subtitle: "Moda · Milano",
        description:
          "La maison fondata da Giorgio Armani nel 1975 ha definito un'eleganza essenziale diventata un riferimento internazionale.",
        score: 98.4,
      },
      {
        rank: 5,
        title: "Barilla",
        subtitle: "Alimentare · Parma",
        description:
          "Nata a Parma nel 1877 come bottega di pane e pasta, è diventata uno dei nomi più noti della pasta italiana nel mondo.",
        score: 98.1,
      },
      {
        rank: 6,
        title: "Ferrero",
        subtitle: "Dolciario · Alba",
        description:
          "Il gruppo nato ad Alba nel dopoguerra ha creato prodotti iconici come Nutella, Ferrero Rocher e Kinder.",
        score: 97.8,
      },
      {
        rank: 7,
        title: "Lavazza",
        subtitle: "Caffè · Torino",
        description:
          "Fondata a Torino nel 1895 da Luigi Lavazza, è tra i marchi di caffè italiani più diffusi a livello internazionale.",
        score: 97.5,
      },
      {
        rank: 8,
        title: "Bulgari",
        subtitle: "Gioielleria · Roma",
        description:
          "Fondata a Roma nel 1884 da Sotirios Voulgaris, è celebre per un'alta gioielleria dal linguaggio audace e riconoscibile.",
        score: 97.3,
      },
      {
        rank: 9,
        title: "Lamborghini",
        subtitle: "Automobili · Sant'Agata Bolognese",
        description:
          "Fondata da Ferruccio Lamborghini nel 1963, produce supersportive dal design spigoloso e dalle prestazioni estreme.",
        score: 97.0,
      },
      {
        rank: 10,
        title: "Versace",
        subtitle: "Moda · Milano",
        description:
          "Fondata da Gianni Versace nel 1978, è nota per uno stile audace, il logo della Medusa e stampe dal forte impatto.",
        score: 96.6,
      },
      {
        rank: 11,
        title: "Dolce&Gabbana",
        subtitle: "Moda · Milano",
        description:
          "Il marchio di Domenico Dolce e Stefano Gabbana celebra l'immaginario mediterraneo e la tradizione sartoriale siciliana.",
        score: 96.2,
      },
      {
        rank: 12,
        title: "Valentino",
        subtitle: "Moda · Roma",
        description:
          "Fondata a Roma da Valentino Garavani, la maison è associata all'alta moda e al celebre rosso che porta il suo nome.",
        score: 96.1,
      },
      {
        rank: 13,
        title: "Fendi",
        subtitle: "Moda · Roma",
        description:
          "Nata a Roma nel 1925 come laboratorio di pelletteria e pellicceria, è famosa per la borsa Baguette e il doppio logo FF.",
        score: 95.8,
      },
      {
        rank: 14,
        title: "Maserati",
        subtitle: "Automobili · Modena",
        description:
          "Fondata a Bologna nel 1914 dai fratelli Maserati, ha per simbolo il tridente del Nettuno e oggi ha sede a Modena.",
        score: 95.7,
      },
      {
        rank: 15,
        title: "Ducati",
        subtitle: "Moto · Bologna",
        description:
          "Dallo stabilimento di Borgo Panigale escono moto sportive che hanno fatto la storia delle competizioni su due ruote.",
        score: 95.2,
      },
      {
        rank: 16,
        title: "illy",
        subtitle: "Caffè · Trieste",
        description:
          "Fondata a Trieste nel 1933 da Francesco Illy, è conosciuta per la sua miscela di sola arabica e per le tazzine d'artista.",
        score: 94.9,
      },
      {
        rank: 17,
        title: "Salvatore Ferragamo",
        subtitle: "Moda · Firenze",
        description:
          "Il calzolaio delle star di Hollywood ha fondato a Firenze una maison che ha sede storica a Palazzo Spini Feroni.",
        score: 94.7,
      },
      {
        rank: 18,
        title: "Luxottica",
        subtitle: "Occhialeria · Agordo",
        description:
          "Nata ad Agordo, nel distretto bellunese dell'occhiale, è oggi uno dei principali gruppi dell'occhialeria a livello mondiale.",
        score: 94.2,
      },
      {
        rank: 19,
        title: "Pirelli",
        subtitle: "Pneumatici · Milano",
        description:
          "Fondata a Milano nel 1872, è un marchio di riferimento per gli pneumatici di alta gamma e per il motorsport.",
        score: 93.8,
      },
      {
        rank: 20,
        title: "Vespa",
        subtitle: "Mobilità · Pontedera",
        description:
          "Lo scooter prodotto da Piaggio dal 1946 è diventato un simbolo della ripresa italiana e del costume del dopoguerra.",
        score: 93.4,
      },
      {
        rank: 21,
        title: "Fiat",
        subtitle: "Automobili · Torino",
        description:
          "Fondata a Torino nel 1899, ha motorizzato l'Italia con modelli popolari come la 500 e la Panda.",
        score: 93.0,
      },
      {
        rank: 22,
        title: "Campari",
        subtitle: "Spirits · Milano",
        description:
          "Il bitter rosso ideato da Gaspare Campari nel 1860 è alla base di classici della mixology come Negroni e Americano.",
        score: 92.9,
      },
      {
        rank: 23,
        title: "Moncler",
        subtitle: "Moda · Milano",
        description:
          "Nato nel 1952 come produttore di piumini per la montagna, il marchio ha oggi sede a Milano ed è un riferimento del lusso outdoor.",
        score: 92.7,
      },
      {
        rank: 24,
        title: "Bottega Veneta",
        subtitle: "Moda · Vicenza",
        description:
          "Fondata a Vicenza nel 1966, deve la sua fama all'intrecciato, la lavorazione in pelle simbolo di un lusso discreto.",
        score: 92.4,
      },
      {
        rank: 25,
        title: "Brunello Cucinelli",
        subtitle: "Moda · Solomeo",
        description:
          "Dal borgo umbro di Solomeo, il marchio del cashmere ha costruito un modello d'impresa fondato su qualità e dignità del lavoro.",
        score: 92.3,
      },
      {
        rank: 26,
        title: "Ermenegildo Zegna",
        subtitle: "Moda · Trivero",
        description:
          "Nato nel 1910 come lanificio a Trivero, nel Biellese, è diventato un nome di riferimento della moda maschile.",
        score: 92.1,
      },
      {
        rank: 27,
        title: "Alfa Romeo",
        subtitle: "Automobili · Milano",
        description:
          "Fondata a Milano nel 1910, ha legato il suo nome a vetture sportive e a una lunga tradizione nelle corse.",
        score: 91.9,
      },
      {
        rank: 28,
        title: "Martini",
        subtitle: "Spirits · Pessione",
        description:
          "Dallo stabilimento di Pessione, vicino a Torino, il vermouth Martini è diventato uno dei simboli dell'aperitivo italiano.",
        score: 91.7,
      },
      {
        rank: 29,
        title: "Max Mara",
        subtitle: "Moda · Reggio Emilia",
        description:
          "Fondata a Reggio Emilia nel 1951 da Achille Maramotti, è celebre soprattutto per i suoi cappotti.",
        score: 91.4,
      },
      {
        rank: 30,
        title: "Loro Piana",
        subtitle: "Moda · Quarona",
        description:
          "Dalla Valsesia, la famiglia Loro Piana ha costruito un marchio sinonimo di fibre nobili come cashmere e vicuña.",
        score: 91.2,
      },
      {
        rank: 31,
        title: "Aperol",
        subtitle: "Spirits · Padova",
        description:
          "Creato a Padova nel 1919 dai fratelli Barbieri, è l'ingrediente principe dello Spritz servito in tutto il mondo.",
        score: 90.7,
      },
      {
        rank: 32,
        title: "Tod's",
        subtitle: "Calzature · Sant'Elpidio a Mare",
        description:
          "Il gruppo marchigiano guidato dalla famiglia Della Valle ha reso celebre nel mondo il mocassino Gommino.",
        score: 90.4,
      },
      {
        rank: 33,
        title: "Benetton",
        subtitle: "Moda · Treviso",
        description:
          "Nato in Veneto negli anni Sessanta, ha portato nel mondo maglieria colorata e campagne di comunicazione memorabili.",
        score: 90.1,
      },
      {
        rank: 34,
        title: "Diesel",
        subtitle: "Moda · Breganze",
        description:
          "Fondato da Renzo Rosso nel 1978, ha trasformato il denim in un linguaggio di moda ironico e provocatorio.",
        score: 89.8,
      },
      {
        rank: 35,
        title: "Missoni",
        subtitle: "Moda · Sumirago",
        description:
          "Ottavio e Rosita Missoni hanno reso riconoscibile in tutto il mondo una maglieria fatta di zigzag e colori vibranti.",
        score: 89.4,
      },
      {
        rank: 36,
        title: "Alessi",
        subtitle: "Design · Omegna",
        description:
          "Dal Lago d'Orta, l'azienda fondata nel 1921 collabora con grandi designer per trasformare gli oggetti per la casa in icone.",
        score: 89.1,
      },
      {
        rank: 37,
        title: "Kartell",
        subtitle: "Design · Milano",
        description:
          "Fondata nel 1949, ha portato la plastica nel design d'autore con pezzi diventati classici contemporanei.",
        score: 88.9,
      },
      {
        rank: 38,
        title: "Cassina",
        subtitle: "Arredamento · Meda",
        description:
          "Storica azienda brianzola dell'arredo, produce anche le riedizioni dei maestri del Movimento Moderno come Le Corbusier.",
        score: 88.4,
      },
      {
        rank: 39,
        title: "B&B Italia",
        subtitle: "Arredamento · Novedrate",
        description:
          "Fondata nel 1966, è tra i nomi di riferimento dell'arredamento contemporaneo, con collaborazioni con grandi firme del design.",
        score: 87.9,
      },
      {
        rank: 40,
        title: "Poltrona Frau",
        subtitle: "Arredamento · Tolentino",
        description:
          "Nata a Torino nel 1912 e oggi con sede nelle Marche, è sinonimo di sedute in pelle lavorate con maestria artigianale.",
        score: 87.5,
      },
      {
        rank: 41,
        title: "Olivetti",
        subtitle: "Tecnologia · Ivrea",
        description:
          "Fondata a Ivrea nel 1908, ha unito tecnologia e design, dalla macchina per scrivere Lettera 22 ai primi calcolatori elettronici.",
        score: 87.1,
      },
      {
        rank: 42,
        title: "Smeg",
        subtitle: "Elettrodomestici · Guastalla",
        description:
          "L'azienda emiliana è nota per elettrodomestici dal design riconoscibile, a partire dai frigoriferi in stile anni Cinquanta.",
        score: 86.8,
      },
      {
        rank: 43,
        title: "De'Longhi",
        subtitle: "Elettrodomestici · Treviso",
        description:
          "Il gruppo trevigiano è un nome di riferimento per macchine da caffè, climatizzazione e piccoli elettrodomestici.",
        score: 86.6,
      },
      {
        rank: 44,
        title: "Bialetti",
        subtitle: "Casalinghi · Omegna",
        description:
          "La Moka Express, ideata da Alfonso Bialetti nel 1933, è diventata il simbolo del caffè preparato in casa all'italiana.",
        score: 86.4,
      },
      {
        rank: 45,
        title: "S.Pellegrino",
        subtitle: "Acque minerali · San Pellegrino Terme",
        description:
          "L'acqua minerale frizzante della Val Brembana è presente sulle tavole dei ristoranti di tutto il mondo.",
        score: 86.3,
      },
      {
        rank: 46,
        title: "Peroni",
        subtitle: "Birra · Roma",
        description:
          "Nata a Vigevano nel 1846 e poi trasferita a Roma, è uno dei marchi storici della birra italiana.",
        score: 85.8,
      },
      {
        rank: 47,
        title: "Mutti",
        subtitle: "Conserve · Parma",
        description:
          "Dal 1899 l'azienda parmense si dedica al pomodoro, diventando un punto di riferimento per passate e concentrati.",
        score: 85.6,
      },
      {
        rank: 48,
        title: "De Cecco",
        subtitle: "Pasta · Fara San Martino",
        description:
          "Il pastificio abruzzese ai piedi della Majella produce pasta dal 1886, con trafilatura al bronzo.",
        score: 85.1,
      },
      {
        rank: 49,
        title: "Giovanni Rana",
        subtitle: "Pasta fresca · Verona",
        description:
          "Dal laboratorio aperto da Giovanni Rana negli anni Sessanta è nato un marchio di pasta fresca ripiena diffuso in molti paesi.",
        score: 84.9,
      },
      {
        rank: 50,
        title: "Perugina",
        subtitle: "Dolciario · Perugia",
        description:
          "Fondata a Perugia nel 1907, è celebre per i Baci, con i loro bigliettini d'amore avvolti nella carta argentata.",
        score: 84.4,
      },
      {
        rank: 51,
        title: "Disaronno",
        subtitle: "Liquori · Saronno",
        description:
          "Il liquore di Saronno è conosciuto in tutto il mondo per il suo inconfondibile aroma che ricorda la mandorla.",
        score: 84.0,
      },
      {
        rank: 52,
        title: "Artemide",
        subtitle: "Illuminazione · Milano",
        description:
          "Fondata nel 1960, ha prodotto lampade diventate icone del design, come la Tizio e la Tolomeo.",
        score: 83.8,
      },
      {
        rank: 53,
        title: "Flos",
        subtitle: "Illuminazione · Brescia",
        description:
          "Dal 1962 produce lampade d'autore, tra cui pezzi storici firmati dai fratelli Castiglioni come Arco.",
        score: 83.6,
      },
      {
        rank: 54,
        title: "Etro",
        subtitle: "Moda · Milano",
        description:
          "Fondata a Milano nel 1968 da Gimmo Etro, ha fatto del motivo paisley e dei tessuti preziosi la propria firma.",
        score: 83.2,
      },
      {
        rank: 55,
        title: "Emilio Pucci",
        subtitle: "Moda · Firenze",
        description:
          "Il marchese Emilio Pucci ha reso celebri nel mondo stampe grafiche e colori vivaci ispirati al Mediterraneo.",
        score: 82.9,
      },
      {
        rank: 56,
        title: "Roberto Cavalli",
        subtitle: "Moda · Firenze",
        description:
          "Lo stilista fiorentino ha costruito un marchio riconoscibile per le stampe animalier e il denim lavorato.",
        score: 82.4,
      },
      {
        rank: 57,
        title: "Trussardi",
        subtitle: "Moda · Milano",
        description:
          "Nato a Bergamo nel 1911 come guanteria, è riconoscibile per il levriero, simbolo di eleganza e dinamismo.",
        score: 82.1,
      },
      {
        rank: 58,
        title: "Furla",
        subtitle: "Pelletteria · Bologna",
        description:
          "Fondata a Bologna nel 1927, è conosciuta per borse e accessori in pelle dal design contemporaneo.",
        score: 82.0,
      },
      {
        rank: 59,
        title: "Geox",
        subtitle: "Calzature · Montebelluna",
        description:
          "Nata nel distretto di Montebelluna, ha costruito il suo successo su una tecnologia brevettata per scarpe traspiranti.",
        score: 81.6,
      },
      {
        rank: 60,
        title: "Kiton",
        subtitle: "Sartoria · Napoli",
        description:
          "Fondata a Napoli nel 1968, rappresenta l'alta sartoria partenopea, con capi in gran parte cuciti a mano.",
        score: 81.2,
      },
      {
        rank: 61,
        title: "Borsalino",
        subtitle: "Cappelli · Alessandria",
        description:
          "Fondata ad Alessandria nel 1857, ha dato il suo nome al cappello in feltro più famoso del cinema.",
        score: 81.0,
      },
      {
        rank: 62,
        title: "Stone Island",
        subtitle: "Moda · Ravarino",
        description:
          "Nato nel 1982, il marchio emiliano è noto per la ricerca su tessuti e tinture e per il badge con la rosa dei venti.",
        score: 80.9,
      },
      {
        rank: 63,
        title: "Golden Goose",
        subtitle: "Calzature · Venezia",
        description:
          "Nato a Venezia nel 2000, è famoso per le sneaker dall'aspetto volutamente vissuto, rifinite a mano.",
        score: 80.6,
      },
      {
        rank: 64,
        title: "Pomellato",
        subtitle: "Gioielleria · Milano",
        description:
          "Fondata a Milano nel 1967, ha portato uno spirito prêt-à-porter nella gioielleria, tra pietre colorate e linee morbide.",
        score: 80.1,
      },
      {
        rank: 65,
        title: "Buccellati",
        subtitle: "Gioielleria · Milano",
        description:
          "La maison milanese è celebre per le sue tecniche di incisione a mano, che conferiscono all'oro l'aspetto di un tessuto.",
        score: 79.7,
      },
      {
        rank: 66,
        title: "Damiani",
        subtitle: "Gioielleria · Valenza",
        description:
          "Nata nel 1924 a Valenza, capitale italiana dell'oreficeria, è una delle più note case gioielliere del Paese.",
        score: 79.6,
      },
      {
        rank: 67,
        title: "Molteni&C",
        subtitle: "Arredamento · Giussano",
        description:
          "Azienda brianzola fondata nel 1934, produce arredi contemporanei e riedizioni di pezzi storici, tra cui quelli di Gio Ponti.",
        score: 79.4,
      },
      {
        rank: 68,
        title: "Venini",
        subtitle: "Vetro · Murano",
        description:
          "Fondata a Murano nel 1921, ha portato il vetro soffiato veneziano nel linguaggio del design e dell'arte moderna.",
        score: 79.2,
      },
      {
        rank: 69,
        title: "Richard Ginori",
        subtitle: "Porcellana · Sesto Fiorentino",
        description:
          "Erede della manifattura di Doccia fondata nel 1735, custodisce una delle tradizioni più antiche della porcellana europea.",
        score: 79.0,
      },
      {
        rank: 70,
        title: "Fornasetti",
        subtitle: "Design · Milano",
        description:
          "L'atelier fondato da Piero Fornasetti è celebre per il volto femminile ripetuto in centinaia di variazioni su oggetti e arredi.",
        score: 78.6,
      },
      {
        rank: 71,
        title: "Brembo",
        subtitle: "Componentistica · Bergamo",
        description:
          "Fondata nel 1961, è un riferimento mondiale per i sistemi frenanti, dalle auto di serie alla Formula 1.",
        score: 78.4,
      },
      {
        rank: 72,
        title: "Pininfarina",
        subtitle: "Car design · Torino",
        description:
          "Fondata da Battista Pinin Farina nel 1930, ha firmato alcune delle automobili più belle della storia.",
        score: 78.1,
      },
      {
        rank: 73,
        title: "Pagani",
        subtitle: "Automobili · San Cesario sul Panaro",
        description:
          "Fondata da Horacio Pagani, realizza hypercar in tiratura limitata con grande attenzione ai materiali compositi.",
        score: 77.8,
      },
      {
        rank: 74,
        title: "Lancia",
        subtitle: "Automobili · Torino",
        description:
          "Fondata a Torino nel 1906 da Vincenzo Lancia, è ricordata per l'innovazione tecnica e i successi nei rally.",
        score: 77.6,
      },
      {
        rank: 75,
        title: "Aprilia",
        subtitle: "Moto · Noale",
        description:
          "Il marchio veneto ha costruito la sua fama nelle competizioni motociclistiche e oggi fa parte del gruppo Piaggio.",
        score: 77.2,
      },
      {
        rank: 76,
        title: "Moto Guzzi",
        subtitle: "Moto · Mandello del Lario",
        description:
          "Fondata sul Lago di Como nel 1921, è una delle case motociclistiche europee più antiche ancora in attività.",
        score: 77.1,
      },
      {
        rank: 77,
        title: "MV Agusta",
        subtitle: "Moto · Varese",
        description:
          "Nata nel dopoguerra per iniziativa della famiglia Agusta, vanta una lunga tradizione di moto sportive e vittorie nei Gran Premi.",
        score: 76.7,
      },
      {
        rank: 78,
        title: "Bianchi",
        subtitle: "Biciclette · Treviglio",
        description:
          "Fondata a Milano nel 1885 da Edoardo Bianchi, è tra i più antichi marchi di biciclette al mondo, celebre per il colore celeste.",
        score: 76.5,
      },
      {
        rank: 79,
        title: "Pinarello",
        subtitle: "Biciclette · Treviso",
        description:
          "L'azienda trevigiana fondata da Giovanni Pinarello produce biciclette da corsa protagoniste dei grandi giri.",
        score: 76.3,
      },
      {
        rank: 80,
        title: "Riva",
        subtitle: "Nautica · Sarnico",
        description:
          "Il cantiere del Lago d'Iseo ha legato il suo nome ai motoscafi in mogano, come il celebre Aquarama.",
        score: 76.1,
      },
      {
        rank: 81,
        title: "Ferretti Group",
        subtitle: "Nautica · Forlì",
        description:
          "Il gruppo romagnolo riunisce alcuni storici marchi della nautica da diporto di lusso, tra cui Riva.",
        score: 75.8,
      },
      {
        rank: 82,
        title: "Technogym",
        subtitle: "Fitness · Cesena",
        description:
          "Fondata in Romagna nel 1983, produce attrezzature e tecnologie per il fitness e il benessere.",
        score: 75.4,
      },
      {
        rank: 83,
        title: "Acqua di Parma",
        subtitle: "Profumeria · Parma",
        description:
          "Nata a Parma nel 1916, deve la sua notorietà all'acqua di colonia Colonia, simbolo di eleganza italiana.",
        score: 74.9,
      },
      {
        rank: 84,
        title: "Officina Profumo-Farmaceutica di Santa Maria Novella",
        subtitle: "Profumeria · Firenze",
        description:
          "Erede della spezieria dei frati domenicani di Firenze, è considerata una delle farmacie più antiche d'Europa.",
        score: 74.7,
      },
      {
        rank: 85,
        title: "Kiko Milano",
        subtitle: "Cosmetica · Milano",
        description:
          "Nato a Milano nel 1997, ha reso il make-up di qualità accessibile con una rete di negozi in molti paesi.",
        score: 74.3,
      },
      {
        rank: 86,
        title: "Calzedonia",
        subtitle: "Moda · Verona",
        description:
          "Il gruppo veronese, nato nel 1986 con calze e collant, comprende anche marchi come Intimissimi e Tezenis.",
        score: 74.1,
      },
      {
        rank: 87,
        title: "Moleskine",
        subtitle: "Cartoleria · Milano",
        description:
          "Il marchio milanese ha rilanciato il taccuino nero con elastico, ispirato a quelli usati da artisti e scrittori.",
        score: 73.8,
      },
      {
        rank: 88,
        title: "Fabriano",
        subtitle: "Carta · Fabriano",
        description:
          "Le cartiere marchigiane portano avanti una tradizione secolare, legata anche alla diffusione in Europa della filigrana.",
        score: 73.4,
      },
      {
        rank: 89,
        title: "Caffarel",
        subtitle: "Cioccolato · Torino",
        description:
          "Storico cioccolatiere torinese, è legato alla nascita del gianduiotto, simbolo della tradizione dolciaria piemontese.",
        score: 73.0,
      },
      {
        rank: 90,
        title: "Venchi",
        subtitle: "Cioccolato · Cuneo",
        description:
          "Fondata a Torino nel 1878, propone cioccolato e gelato ispirati alla tradizione piemontese della nocciola.",
        score: 72.8,
      },
      {
        rank: 91,
        title: "Loacker",
        subtitle: "Dolciario · Bolzano",
        description:
          "Fondata a Bolzano nel 1925, produce wafer e specialità dolciarie nel cuore delle Dolomiti.",
        score: 72.4,
      },
      {
        rank: 92,
        title: "Bauli",
        subtitle: "Dolciario · Verona",
        description: "L'azienda veronese è tra i nomi più noti del pandoro e dei lievitati delle feste.",
        score: 72.2,
      },
      {
        rank: 93,
        title: "Amarelli",
        subtitle: "Liquirizia · Rossano",
        description:
          "La famiglia Amarelli lavora da secoli la liquirizia di Calabria, storia raccontata anche nel museo aziendale.",
        score: 71.9,
      },
      {
        rank: 94,
        title: "Kimbo",
        subtitle: "Caffè · Napoli",
        description: "Il marchio partenopeo porta nel mondo il gusto intenso dell'espresso alla napoletana.",
        score: 71.5,
      },
      {
        rank: 95,
        title: "Segafredo Zanetti",
        subtitle: "Caffè · Bologna",
        description:
          "Il marchio bolognese del caffè è presente con le sue miscele e i suoi locali in molti paesi del mondo.",
        score: 71.3,
      },
      {
        rank: 96,
        title: "Fernet-Branca",
        subtitle: "Liquori · Milano",
        description:
          "Prodotto a Milano dai Fratelli Branca dal 1845, è un amaro d'erbe dalla ricetta custodita gelosamente.",
        score: 71.1,
      },
      {
        rank: 97,
        title: "Cinzano",
        subtitle: "Vermouth · Torino",
        description:
          "Storico marchio torinese, è legato da oltre due secoli alla tradizione del vermouth e degli spumanti piemontesi.",
        score: 70.9,
      },
      {
        rank: 98,
        title: "Granarolo",
        subtitle: "Lattiero-caseario · Bologna",
        description:
          "Il gruppo bolognese, nato da una rete di produttori di latte, è tra i protagonisti del settore lattiero-caseario italiano.",
        score: 70.7,
      },
      {
        rank: 99,
        title: "Marchesi Antinori",
        subtitle: "Vino · Firenze",
        description:
          "La famiglia Antinori si dedica al vino dal 1385 ed è tra i protagonisti della storia dell'enologia toscana.",
        score: 70.4,
      },
      {
        rank: 100,
        title: "Superga",
        subtitle: "Calzature · Torino",
        description:
          "Nata a Torino nel 1911, è celebre per la sneaker in tela 2750, un classico senza tempo.",
        score: 70.2,
      },
    ],
  },
  {
    slug: "50-migliori-vini",
    title: "I 50 Migliori Vini Italiani",
    description:
      "Cinquanta denominazioni che esprimono il meglio della viticoltura italiana, dalle Alpi alla Sicilia, tra grandi rossi, bianchi e bollicine.",
    orderIndex: 1,
    items: [
      {
        rank: 1,
        title: "Barolo DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo in purezza dalle Langhe: rosso austero e longevo, con note di rosa, catrame e spezie e tannini di grande struttura.",
        score: 98.6,
      },
      {
        rank: 2,
        title: "Brunello di Montalcino DOCG",
        subtitle: "Toscana",
        description:
          "Sangiovese in purezza affinato a lungo, dal profilo profondo e longevo, con sentori di ciliegia, cuoio e sottobosco.",
        score: 98.3,
      },
      {
        rank: 3,
        title: "Amarone della Valpolicella DOCG",
        subtitle: "Veneto",
        description:
          "Da uve Corvina, Corvinone e Rondinella appassite, un rosso opulento e caldo con note di frutta sotto spirito e spezie.",
        score: 98.2,
      },
      {
        rank: 4,
        title: "Barbaresco DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo delle colline di Barbaresco, dal tannino più levigato e dagli eleganti profumi floreali e speziati.",
        score: 98.1,
      },
      {
        rank: 5,
        title: "Bolgheri Superiore DOC",
        subtitle: "Toscana",
        description:
          "Taglio bordolese di Cabernet e Merlot della costa livornese, strutturato e armonico, con note di frutti neri e macchia mediterranea.",
        score: 97.8,
      },
      {
        rank: 6,
        title: "Chianti Classico Gran Selezione DOCG",
        subtitle: "Toscana",
        description:
          "Vertice della piramide del Chianti Classico: Sangiovese da uve della tenuta, con lungo affinamento e grande profondità.",
        score: 97.6,
      },
      {
        rank: 7,
        title: "Taurasi DOCG",
        subtitle: "Campania",
        description:
          "L'Aglianico irpino dà vita a un rosso potente e tannico, con note di amarena, tabacco e grafite, capace di lungo invecchiamento.",
        score: 97.5,
      },
      {
        rank: 8,
        title: "Etna Rosso DOC",
        subtitle: "Sicilia",
        description:
          "Nerello Mascalese e Nerello Cappuccio dai suoli vulcanici dell'Etna, per rossi eleganti e sapidi dal profilo quasi borgognone.",
        score: 97.3,
      },
      {
        rank: 9,
        title: "Franciacorta DOCG",
        subtitle: "Lombardia",
        description:
          "Bollicine metodo classico da Chardonnay e Pinot nero, con perlage fine e note di crosta di pane e frutta bianca.",
        score: 97.1,
      },
      {
        rank: 10,
        title: "Trento DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Metodo classico di montagna da Chardonnay e Pinot nero, teso e fresco, con spiccata acidità e profumi agrumati.",
        score: 96.8,
      },
      {
        rank: 11,
        title: "Verdicchio dei Castelli di Jesi Classico Superiore DOC",
        subtitle: "Marche",
        description:
          "Bianco di struttura e sapidità, con note di mandorla e fiori bianchi e un'ottima attitudine all'invecchiamento.",
        score: 96.7,
      },
      {
        rank: 12,
        title: "Fiano di Avellino DOCG",
        subtitle: "Campania",
        description:
          "Bianco irpino dai profumi di nocciola tostata, miele e frutta gialla, che con gli anni sviluppa complessità minerale.",
        score: 96.4,
      },
      {
        rank: 13,
        title: "Vino Nobile di Montepulciano DOCG",
        subtitle: "Toscana",
        description:
          "Sangiovese, qui chiamato Prugnolo Gentile, per un rosso elegante e sapido dalle colline di Montepulciano.",
        score: 96.2,
      },
      {
        rank: 14,
        title: "Sagrantino di Montefalco DOCG",
        subtitle: "Umbria",
        description:
          "Dal Sagrantino, vitigno tra i più ricchi di tannini, nasce un rosso potente e scuro che chiede pazienza in cantina.",
        score: 96.0,
      },
      {
        rank: 15,
        title: "Soave Classico DOC",
        subtitle: "Veneto",
        description:
          "Garganega delle colline vulcaniche del Soave, per un bianco floreale e minerale con la tipica nota di mandorla.",
        score: 95.7,
      },
      {
        rank: 16,
        title: "Greco di Tufo DOCG",
        subtitle: "Campania",
        description:
          "Bianco campano di buona struttura e acidità, con sentori di pesca, agrumi e una marcata impronta minerale.",
        score: 95.4,
      },
      {
        rank: 17,
        title: "Valtellina Superiore DOCG",
        subtitle: "Lombardia",
        description:
          "Nebbiolo, qui detto Chiavennasca, coltivato sui terrazzamenti alpini, per rossi eleganti dal profilo fresco.",
        score: 95.1,
      },
      {
        rank: 18,
        title: "Montepulciano d'Abruzzo Colline Teramane DOCG",
        subtitle: "Abruzzo",
        description:
          "Il Montepulciano nella sua espressione più strutturata, con frutto scuro, spezie e tannini avvolgenti.",
        score: 94.9,
      },
      {
        rank: 19,
        title: "Trebbiano d'Abruzzo DOC",
        subtitle: "Abruzzo",
        description:
          "Bianco versatile e sapido che, nelle interpretazioni più ambiziose, rivela una sorprendente capacità di evoluzione.",
        score: 94.8,
      },
      {
        rank: 20,
        title: "Aglianico del Vulture Superiore DOCG",
        subtitle: "Basilicata",
        description:
          "Aglianico delle pendici del Vulture, vulcano spento: rosso austero con note di frutti neri e sentori minerali.",
        score: 94.5,
      },
      {
        rank: 21,
        title: "Cannonau di Sardegna DOC",
        subtitle: "Sardegna",
        description:
          "Il rosso simbolo della Sardegna, caldo e mediterraneo, con profumi di frutti rossi maturi, mirto e spezie dolci.",
        score: 94.3,
      },
      {
        rank: 22,
        title: "Vermentino di Gallura DOCG",
        subtitle: "Sardegna",
        description:
          "Vermentino dai suoli granitici della Gallura, sapido e aromatico, con note di erbe mediterranee e agrumi.",
        score: 94.1,
      },
      {
        rank: 23,
        title: "Primitivo di Manduria DOC",
        subtitle: "Puglia",
        description:
          "Rosso morbido e generoso, ricco di frutta matura e spezie, figlio del sole del Salento tarantino.",
        score: 94.0,
      },
      {
        rank: 24,
        title: "Salice Salentino DOC",
        subtitle: "Puglia",
        description:
          "Negroamaro con saldo di Malvasia nera, per un rosso caldo e avvolgente con note di prugna e tabacco.",
        score: 93.7,
      },
      {
        rank: 25,
        title: "Cirò DOC",
        subtitle: "Calabria",
        description:
          "Gaglioppo della costa ionica calabrese, per rossi di carattere, dal tannino deciso con sentori di frutti rossi ed erbe.",
        score: 93.5,
      },
      {
        rank: 26,
        title: "Marsala Superiore DOC",
        subtitle: "Sicilia",
        description:
          "Vino fortificato della Sicilia occidentale, da uve come il Grillo, con note di frutta secca, caramello e spezie.",
        score: 93.2,
      },
      {
        rank: 27,
        title: "Passito di Pantelleria DOC",
        subtitle: "Sicilia",
        description:
          "Zibibbo appassito al sole dell'isola, per un vino dolce dai profumi di albicocca secca, dattero e miele.",
        score: 92.9,
      },
      {
        rank: 28,
        title: "Recioto della Valpolicella DOCG",
        subtitle: "Veneto",
        description:
          "L'antenato dolce dell'Amarone, da uve appassite, con note di ciliegia sotto spirito e cioccolato.",
        score: 92.6,
      },
      {
        rank: 29,
        title: "Valpolicella Ripasso DOC",
        subtitle: "Veneto",
        description:
          "Valpolicella ripassato sulle vinacce dell'Amarone, da cui acquista corpo, morbidezza e note speziate.",
        score: 92.4,
      },
      {
        rank: 30,
        title: "Lugana DOC",
        subtitle: "Lombardia e Veneto",
        description:
          "Turbiana coltivata sulle argille a sud del Lago di Garda, per un bianco fresco e sapido con sentori di agrumi e mandorla.",
        score: 92.1,
      },
      {
        rank: 31,
        title: "Alto Adige Gewürztraminer DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Bianco aromatico di grande intensità, con profumi di rosa, litchi e spezie, espressione delle valli altoatesine.",
        score: 91.9,
      },
      {
        rank: 32,
        title: "Teroldego Rotaliano DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Rosso della Piana Rotaliana, fruttato e succoso, con note di mora e viola e una piacevole freschezza.",
        score: 91.8,
      },
      {
        rank: 33,
        title: "Collio Friulano DOC",
        subtitle: "Friuli-Venezia Giulia",
        description:
          "Il Friulano delle colline goriziane, bianco morbido e sapido con la caratteristica nota finale di mandorla amara.",
        score: 91.5,
      },
      {
        rank: 34,
        title: "Barbera d'Asti DOCG",
        subtitle: "Piemonte",
        description:
          "Barbera delle colline astigiane, rosso vivace e succoso, con acidità spiccata e note di ciliegia e prugna.",
        score: 91.3,
      },
      {
        rank: 35,
        title: "Moscato d'Asti DOCG",
        subtitle: "Piemonte",
        description:
          "Bianco dolce e leggermente frizzante, a bassa gradazione, con profumi di pesca, salvia e fiori d'arancio.",
        score: 91.0,
      },
      {
        rank: 36,
        title: "Gattinara DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo dell'Alto Piemonte, localmente detto Spanna, dal profilo austero, minerale e longevo.",
        score: 90.7,
      },
      {
        rank: 37,
        title: "Roero Arneis DOCG",
        subtitle: "Piemonte",
        description:
          "Arneis dalle sabbie del Roero, bianco delicato con note di pera e fiori bianchi e un finale leggermente ammandorlato.",
        score: 90.5,
      },
      {
        rank: 38,
        title: "Gavi DOCG",
        subtitle: "Piemonte",
        description:
          "Cortese coltivato nell'Alessandrino, per un bianco fresco e minerale dai toni di agrumi e mela verde.",
        score: 90.4,
      },
      {
        rank: 39,
        title: "Tintilia del Molise DOC",
        subtitle: "Molise",
        description:
          "Vitigno autoctono molisano riscoperto in tempi recenti, che dà rossi speziati e fruttati dal carattere originale.",
        score: 90.1,
      },
      {
        rank: 40,
        title: "Oltrepò Pavese Metodo Classico DOCG",
        subtitle: "Lombardia",
        description:
          "Metodo classico a base di Pinot nero, da una delle zone italiane più vocate per questo vitigno.",
        score: 89.8,
      },
      {
        rank: 41,
        title: "Lambrusco di Sorbara DOC",
        subtitle: "Emilia-Romagna",
        description:
          "Il più delicato dei Lambruschi, frizzante e di colore chiaro, con profumi di viola e frutti rossi e un sorso agrumato.",
        score: 89.7,
      },
      {
        rank: 42,
        title: "Romagna Sangiovese Superiore DOC",
        subtitle: "Emilia-Romagna",
        description:
          "Il Sangiovese di Romagna, rosso fragrante e schietto, con note di ciliegia e violetta e un tannino gentile.",
        score: 89.6,
      },
      {
        rank: 43,
        title: "Conegliano Valdobbiadene Prosecco Superiore DOCG",
        subtitle: "Veneto",
        description:
          "Glera delle ripide colline trevigiane, per una bollicina fresca e aromatica con note di mela, pera e fiori bianchi.",
        score: 89.4,
      },
      {
        rank: 44,
        title: "Vernaccia di San Gimignano DOCG",
        subtitle: "Toscana",
        description:
          "Bianco toscano di antica tradizione, asciutto e sapido, con sentori di frutta bianca e un finale leggermente amarognolo.",
        score: 89.3,
      },
      {
        rank: 45,
        title: "Morellino di Scansano DOCG",
        subtitle: "Toscana",
        description:
          "Sangiovese della Maremma grossetana, rosso morbido e fruttato con note di ciliegia e macchia mediterranea.",
        score: 89.0,
      },
      {
        rank: 46,
        title: "Cesanese del Piglio DOCG",
        subtitle: "Lazio",
        description:
          "Rosso laziale da uve Cesanese, speziato e succoso, con profumi di piccoli frutti rossi e pepe.",
        score: 88.8,
      },
      {
        rank: 47,
        title: "Falerno del Massico DOC",
        subtitle: "Campania",
        description:
          "Erede del celebre vino dell'antica Roma: nella versione rossa unisce Aglianico e Piedirosso in un sorso caldo e pieno.",
        score: 88.6,
      },
      {
        rank: 48,
        title: "Rossese di Dolceacqua DOC",
        subtitle: "Liguria",
        description:
          "Rosso ligure leggero e profumato, con note di fragola, rosa e spezie, ideale con la cucina di terra della Riviera.",
        score: 88.4,
      },
      {
        rank: 49,
        title: "Vin Santo del Chianti Classico DOC",
        subtitle: "Toscana",
        description:
          "Vino da meditazione da uve Trebbiano e Malvasia appassite, affinato a lungo in piccoli caratelli.",
        score: 88.2,
      },
      {
        rank: 50,
        title: "Valle d'Aosta Petite Arvine DOC",
        subtitle: "Valle d'Aosta",
        description:
          "Bianco alpino da un vitigno di origine vallesana, teso e sapido, con note di pompelmo e una vena salina.",
        score: 87.9,
      },
    ],
  },
  {
    slug: "20-startup-italiane",
    title: "20 Startup Italiane da Seguire",
    description:
      "Venti giovani imprese innovative che portano idee italiane nello spazio, nei campi, nei laboratori e sulle passerelle.",
    orderIndex: 2,
    items: [
      {
        rank: 1,
        title: "Stellaria Orbitale",
        subtitle: "Aerospazio · Torino",
        description:
          "Sviluppa sistemi di propulsione elettrica compatti per microsatelliti destinati all'osservazione della Terra.",
        score: 96.4,
      },
      {
        rank: 2,
        title: "Radicevia",
        subtitle: "Agritech · Bologna",
        description:
          "Combina sensori nel suolo e modelli predittivi per aiutare le aziende agricole a ridurre i consumi d'acqua.",
        score: 95.8,
      },
      {
        rank: 3,
        title: "Enzimara Bio",
        subtitle: "Biotech · Siena",
        description:
          "Progetta enzimi su misura per sostituire processi chimici ad alto impatto nell'industria tessile e cartaria.",
        score: 95.2,
      },
      {
        rank: 4,
        title: "Filo Circolare",
        subtitle: "Fashion-tech · Prato",
        description:
          "Traccia con una piattaforma digitale la filiera della lana rigenerata, dal cenciaiolo al capo finito.",
        score: 94.4,
      },
      {
        rank: 5,
        title: "Marea Watt",
        subtitle: "Cleantech · Napoli",
        description:
          "Sperimenta convertitori del moto ondoso pensati per alimentare porti e piccole isole del Mediterraneo.",
        score: 94.0,
      },
      {
        rank: 6,
        title: "Vignalume",
        subtitle: "Agritech · Verona",
        description:
          "Monitora i vigneti con droni multispettrali per individuare in anticipo stress idrici e malattie della vite.",
        score: 93.3,
      },
      {
        rank: 7,
        title: "Lucerna Diagnostica",
        subtitle: "Medtech · Padova",
        description:
          "Sviluppa test rapidi su chip per diagnosi al letto del paziente, pensati per ambulatori e piccoli ospedali.",
        score: 92.5,
      },
      {
        rank: 8,
        title: "Qubitalia Lab",
        subtitle: "Quantum computing · Trento",
        description:
          "Realizza strumenti software per simulare e ottimizzare algoritmi destinati ai computer quantistici.",
        score: 91.7,
      },
      {
        rank: 9,
        title: "Maglia Zero",
        subtitle: "Fashion-tech · Biella",
        description:
          "Produce maglieria su richiesta con telai digitali, eliminando invenduto e sprechi di filato.",
        score: 91.4,
      },
      {
        rank: 10,
        title: "Oliveto Sentinella",
        subtitle: "Agritech · Bari",
        description:
          "Offre un servizio di monitoraggio fitosanitario degli uliveti basato su immagini satellitari e trappole connesse.",
        score: 90.7,
      },
      {
        rank: 11,
        title: "Borgo Vivo Digitale",
        subtitle: "Turismo · Perugia",
        description:
          "Aiuta i piccoli comuni a gestire ospitalità diffusa, prenotazioni ed eventi da un'unica piattaforma.",
        score: 90.1,
      },
      {
        rank: 12,
        title: "Abissi Robotics",
        subtitle: "Robotica · Pisa",
        description:
          "Costruisce robot sottomarini autonomi per l'ispezione di condotte, scafi e infrastrutture portuali.",
        score: 89.5,
      },
      {
        rank: 13,
        title: "Talassa Farmaceutica",
        subtitle: "Biotech · Cagliari",
        description:
          "Studia molecole di origine marina con potenziale applicazione in dermatologia e cosmetica.",
        score: 88.7,
      },
      {
        rank: 14,
        title: "Spiga Nuova",
        subtitle: "Foodtech · Milano",
        description:
          "Recupera i sottoprodotti della filiera cerealicola per trasformarli in farine ad alto contenuto di fibre.",
        score: 88.1,
      },
      {
        rank: 15,
        title: "Taglia Giusta AI",
        subtitle: "Fashion-tech · Milano",
        description:
          "Suggerisce la taglia corretta negli acquisti online grazie a un modello di intelligenza artificiale, riducendo i resi.",
        score: 87.6,
      },
      {
        rank: 16,
        title: "Calore Condiviso",
        subtitle: "Energia · Bolzano",
        description:
          "Progetta reti di teleriscaldamento di quartiere alimentate da pompe di calore e fonti rinnovabili.",
        score: 86.7,
      },
      {
        rank: 17,
        title: "Genoma Mosaico",
        subtitle: "Genomica · Roma",
        description:
          "Sviluppa strumenti di analisi genomica per accelerare la diagnosi delle malattie rare in età pediatrica.",
        score: 86.1,
      },
      {
        rank: 18,
        title: "Idrosenso",
        subtitle: "Water-tech · Genova",
        description:
          "Individua le perdite nelle reti idriche cittadine con sensori acustici e algoritmi di apprendimento automatico.",
        score: 85.7,
      },
      {
        rank: 19,
        title: "Fornace Verde",
        subtitle: "Nuovi materiali · Vicenza",
        description:
          "Mette a punto impasti ceramici a bassa temperatura di cottura per ridurre i consumi energetici del settore.",
        score: 85.2,
      },
      {
        rank: 20,
        title: "Cammino Aumentato",
        subtitle: "Cultura digitale · Palermo",
        description:
          "Crea percorsi in realtà aumentata che raccontano il patrimonio storico delle città d'arte siciliane.",
        score: 84.7,
      },
    ],
  },
  {
    slug: "40-ristoranti-italiani",
    title: "40 Ristoranti Italiani d'Eccellenza",
    description:
      "Quaranta indirizzi dove la cucina italiana dà il meglio di sé, tra ricette regionali, materie prime del territorio e ospitalità sincera.",
    orderIndex: 3,
    items: [
      {
        rank: 1,
        title: "Trattoria del Borgo Antico",
        subtitle: "Alba · Piemonte",
        description:
          "Tajarin al burro, carne cruda battuta al coltello e, in autunno, il tartufo bianco delle Langhe.",
        score: 97.8,
      },
      {
        rank: 2,
        title: "Osteria della Lanterna Rossa",
        subtitle: "Bologna · Emilia-Romagna",
        description:
          "Sfoglia tirata a mano ogni mattina per tortellini in brodo e tagliatelle al ragù secondo la tradizione bolognese.",
        score: 97.5,
      },
      {
        rank: 3,
        title: "Locanda dei Tre Cipressi",
        subtitle: "Montalcino · Toscana",
        description:
          "Cucina toscana di terra, con pici al ragù bianco, carni alla brace e una carta dei vini dedicata al Brunello.",
        score: 97.2,
      },
      {
        rank: 4,
        title: "Terrazza sul Golfo",
        subtitle: "Sorrento · Campania",
        description:
          "Pesce del giorno, limoni della penisola e pasta di Gragnano in piatti luminosi affacciati sul Golfo di Napoli.",
        score: 96.7,
      },
      {
        rank: 5,
        title: "Il Pescatore di Ortigia",
        subtitle: "Siracusa · Sicilia",
        description:
          "Crudi di pesce, pasta con i ricci e pescato locale cucinato con agrumi e capperi siciliani.",
        score: 96.5,
      },
      {
        rank: 6,
        title: "Antica Corte dei Salici",
        subtitle: "Mantova · Lombardia",
        description:
          "Tortelli di zucca, risotto alla pilota e sbrisolona: la cucina dei Gonzaga interpretata con garbo.",
        score: 96.3,
      },
      {
        rank: 7,
        title: "Osteria del Radicchio d'Oro",
        subtitle: "Treviso · Veneto",
        description:
          "Il radicchio rosso tardivo protagonista d'inverno, insieme a bigoli, baccalà e carni della tradizione veneta.",
        score: 96.1,
      },
      {
        rank: 8,
        title: "La Pergola di Pietra",
        subtitle: "Matera · Basilicata",
        description:
          "Cucina lucana di sostanza, tra peperoni cruschi, cavatelli, legumi della Murgia e pane di grano duro.",
        score: 96.0,
      },
      {
        rank: 9,
        title: "Taverna dei Mercanti",
        subtitle: "Firenze · Toscana",
        description:
          "Ribollita, pappa al pomodoro e bistecca alla fiorentina servite in un'atmosfera da bottega rinascimentale.",
        score: 95.8,
      },
      {
        rank: 10,
        title: "Il Focolare di Montagna",
        subtitle: "Cortina d'Ampezzo · Veneto",
        description: "Casunziei, selvaggina e formaggi d'alpeggio per una cucina ampezzana calda e genuina.",
        score: 95.6,
      },
      {
        rank: 11,
        title: "Maso delle Genziane",
        subtitle: "Merano · Trentino-Alto Adige",
        description:
          "Canederli, speck, erbe di montagna e strudel in una cucina che unisce tradizione tirolese e mediterranea.",
        score: 95.3,
      },
      {
        rank: 12,
        title: "Cantina del Vecchio Porto",
        subtitle: "Genova · Liguria",
        description:
          "Trofie al pesto, cima alla genovese e frittura di pesce del Mar Ligure, nel cuore dei caruggi.",
        score: 94.8,
      },
      {
        rank: 13,
        title: "Trattoria Sora Nannina",
        subtitle: "Roma · Lazio",
        description:
          "Carbonara, amatriciana, cacio e pepe e carciofi alla giudia: i classici della cucina romana fatti come si deve.",
        score: 94.4,
      },
      {
        rank: 14,
        title: "Osteria dei Trabucchi",
        subtitle: "Vieste · Puglia",
        description:
          "Pesce appena sbarcato, orecchiette e verdure del Gargano in una cucina semplice e piena di sole.",
        score: 94.1,
      },
      {
        rank: 15,
        title: "Fiordaliso sul Lago",
        subtitle: "Bellagio · Lombardia",
        description:
          "Pesce di lago, risotto al persico e polenta in una cucina elegante con vista sul Lago di Como.",
        score: 93.8,
      },
      {
        rank: 16,
        title: "La Cucina di Corte Ducale",
        subtitle: "Urbino · Marche",
        description:
          "Crescia sfogliata, passatelli e carni alla brace raccontano la tradizione del Montefeltro.",
        score: 93.4,
      },
      {
        rank: 17,
        title: "Osteria del Tartufo Nero",
        subtitle: "Norcia · Umbria",
        description:
          "Tartufo nero, lenticchie di Castelluccio e salumi della norcineria per una cucina umbra autentica.",
        score: 93.1,
      },
      {
        rank: 18,
        title: "Il Ciclamino Barocco",
        subtitle: "Lecce · Puglia",
        description:
          "Ciceri e tria, purè di fave con cicorie e pasticciotto: la cucina salentina servita tra pietre barocche.",
        score: 93.0,
      },
      {
        rank: 19,
        title: "Locanda della Transumanza",
        subtitle: "Sulmona · Abruzzo",
        description:
          "Arrosticini, chitarra al sugo d'agnello e confetti di Sulmona in una cucina legata ai pascoli d'Abruzzo.",
        score: 92.5,
      },
      {
        rank: 20,
        title: "Trattoria del Tratturo",
        subtitle: "Campobasso · Molise",
        description:
          "Cavatelli con ragù misto, pampanella e caciocavallo impiccato: la cucina molisana di una volta.",
        score: 92.1,
      },
      {
        rank: 21,
        title: "Il Bergamotto dello Stretto",
        subtitle: "Reggio Calabria · Calabria",
        description:
          "Pesce spada, 'nduja e bergamotto in una cucina calabrese vivace e profondamente legata al mare.",
        score: 92.0,
      },
      {
        rank: 22,
        title: "Sa Domu Antiga",
        subtitle: "Cagliari · Sardegna",
        description: "Fregola con arselle, culurgiones e porceddu in una casa campidanese dai ritmi lenti.",
        score: 91.8,
      },
      {
        rank: 23,
        title: "Osteria della Frasca Verde",
        subtitle: "Cividale del Friuli · Friuli-Venezia Giulia",
        description: "Frico, cjarsons e gubana accompagnati dai vini dei Colli Orientali del Friuli.",
        score: 91.6,
      },
      {
        rank: 24,
        title: "La Grolla d'Argento",
        subtitle: "Courmayeur · Valle d'Aosta",
        description: "Fonduta di fontina, polenta concia e carbonade ai piedi del Monte Bianco.",
        score: 91.1,
      },
      {
        rank: 25,
        title: "Osteria ai Cicchetti Perduti",
        subtitle: "Venezia · Veneto",
        description:
          "Cicchetti al banco, sarde in saor e baccalà mantecato in un bacaro tra le calli di Cannaregio.",
        score: 91.0,
      },
      {
        rank: 26,
        title: "Antica Salumeria del Duomo",
        subtitle: "Parma · Emilia-Romagna",
        description:
          "Culatello, anolini in brodo e Parmigiano Reggiano di lunga stagionatura in un locale dall'anima conviviale.",
        score: 90.6,
      },
      {
        rank: 27,
        title: "Osteria del Ragù della Domenica",
        subtitle: "Napoli · Campania",
        description:
          "Ragù cotto per ore, genovese e parmigiana di melanzane: la cucina delle domeniche napoletane.",
        score: 90.1,
      },
      {
        rank: 28,
        title: "Trattoria Il Cortile delle Zagare",
        subtitle: "Palermo · Sicilia",
        description:
          "Anelletti al forno, pasta con le sarde e cannoli farciti al momento nel cuore del centro storico.",
        score: 89.9,
      },
      {
        rank: 29,
        title: "Osteria del Testarolo",
        subtitle: "Pontremoli · Toscana",
        description:
          "Testaroli al pesto, torte d'erbi e funghi della Lunigiana in una cucina di confine tra Toscana e Liguria.",
        score: 89.6,
      },
      {
        rank: 30,
        title: "Masseria del Gelso Bianco",
        subtitle: "Ostuni · Puglia",
        description:
          "Olio extravergine della piana degli ulivi, verdure dell'orto e carni alla brace in una masseria restaurata.",
        score: 89.3,
      },
      {
        rank: 31,
        title: "Il Limoneto Sospeso",
        subtitle: "Amalfi · Campania",
        description:
          "Scialatielli ai frutti di mare e delizia al limone in una terrazza tra i giardini di sfusato amalfitano.",
        score: 88.8,
      },
      {
        rank: 32,
        title: "Osteria delle Mura Venete",
        subtitle: "Bergamo · Lombardia",
        description:
          "Casoncelli, polenta taragna e formaggi delle valli bergamasche a due passi dalle mura di Città Alta.",
        score: 88.6,
      },
      {
        rank: 33,
        title: "Cascina delle Risaie",
        subtitle: "Vercelli · Piemonte",
        description:
          "Panissa, risotti di riso Carnaroli e rane fritte: la cucina delle terre d'acqua piemontesi.",
        score: 88.4,
      },
      {
        rank: 34,
        title: "Osteria della Bora",
        subtitle: "Trieste · Friuli-Venezia Giulia",
        description:
          "Jota, gnocchi di pane e pesce dell'Alto Adriatico in una cucina crocevia di culture mitteleuropee.",
        score: 88.2,
      },
      {
        rank: 35,
        title: "Trattoria della Focaccia Antica",
        subtitle: "Recco · Liguria",
        description:
          "Focaccia al formaggio sfornata al momento, pansoti in salsa di noci e pesce del Golfo Paradiso.",
        score: 88.0,
      },
      {
        rank: 36,
        title: "Locanda della Cipolla Rossa",
        subtitle: "Tropea · Calabria",
        description:
          "La cipolla rossa di Tropea declinata in molte ricette, accanto a pesce azzurro e peperoncino calabrese.",
        score: 87.6,
      },
      {
        rank: 37,
        title: "Osteria del Peperone Crusco",
        subtitle: "Senise · Basilicata",
        description:
          "Peperoni cruschi, ferricelli e carni del Pollino per una cucina lucana schietta e saporita.",
        score: 87.2,
      },
      {
        rank: 38,
        title: "Osteria dello Zafferano",
        subtitle: "L'Aquila · Abruzzo",
        description:
          "Lo zafferano dell'Altopiano di Navelli protagonista di risotti e paste fresche, insieme alle carni d'Appennino.",
        score: 86.9,
      },
      {
        rank: 39,
        title: "Locanda del Ponte delle Torri",
        subtitle: "Spoleto · Umbria",
        description:
          "Strangozzi al tartufo, olio extravergine dei colli spoletini e carni alla brace in un borgo ricco di storia.",
        score: 86.7,
      },
      {
        rank: 40,
        title: "Ai Sette Cortili",
        subtitle: "Milano · Lombardia",
        description:
          "Risotto alla milanese, cotoletta e ossobuco reinterpretati con misura in una corte del centro storico.",
        score: 86.3,
      },
    ],
  },
  {
    slug: "top-50-vini",
    title: "Top 50 Vini da Collezione",
    description:
      "Cinquanta vini capaci di sfidare il tempo: grandi rossi da invecchiamento, rari vini dolci e bollicine da cantina per veri collezionisti.",
    orderIndex: 4,
    items: [
      {
        rank: 1,
        title: "Barolo Riserva DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo affinato per almeno cinque anni, capace di evolvere per decenni verso note di tartufo, tabacco e rosa appassita.",
        score: 99.2,
      },
      {
        rank: 2,
        title: "Sassicaia (Bolgheri Sassicaia DOC)",
        subtitle: "Toscana",
        description:
          "Primo vino italiano con una denominazione riservata a una singola tenuta, a base di Cabernet e celebre nelle grandi annate.",
        score: 99.1,
      },
      {
        rank: 3,
        title: "Brunello di Montalcino Riserva DOCG",
        subtitle: "Toscana",
        description:
          "Selezione del Brunello con affinamento più lungo, tra le bottiglie italiane più ricercate nelle aste e nelle cantine private.",
        score: 98.8,
      },
      {
        rank: 4,
        title: "Amarone della Valpolicella Classico DOCG",
        subtitle: "Veneto",
        description:
          "Dalla zona storica della Valpolicella, un rosso da uve appassite che nelle grandi annate regge decenni di bottiglia.",
        score: 98.7,
      },
      {
        rank: 5,
        title: "Barbaresco Asili (Barbaresco DOCG)",
        subtitle: "Piemonte",
        description:
          "Una delle menzioni geografiche più celebri del Barbaresco, sinonimo di Nebbiolo fine, profumato e longevo.",
        score: 98.5,
      },
      {
        rank: 6,
        title: "Barolo Cannubi (Barolo DOCG)",
        subtitle: "Piemonte",
        description:
          "La storica collina di Barolo, citata in etichetta da generazioni di produttori, per Nebbiolo di grande equilibrio.",
        score: 98.3,
      },
      {
        rank: 7,
        title: "Taurasi Riserva DOCG",
        subtitle: "Campania",
        description:
          "Aglianico irpino con lungo affinamento, austero in gioventù e straordinariamente complesso dopo molti anni.",
        score: 98.0,
      },
      {
        rank: 8,
        title: "Amarone della Valpolicella Riserva DOCG",
        subtitle: "Veneto",
        description:
          "Versione con affinamento prolungato dell'Amarone, profonda e stratificata, da conservare con pazienza.",
        score: 97.9,
      },
      {
        rank: 9,
        title: "Recioto della Valpolicella Classico DOCG",
        subtitle: "Veneto",
        description:
          "Rosso dolce da uve appassite, raro e prezioso, che in bottiglia sviluppa note di frutta secca e cacao.",
        score: 97.8,
      },
      {
        rank: 10,
        title: "Chianti Classico Gran Selezione DOCG",
        subtitle: "Toscana",
        description:
          "Il vertice del Chianti Classico, da uve della tenuta, che nelle annate migliori merita un lungo riposo in cantina.",
        score: 97.5,
      },
      {
        rank: 11,
        title: "Supertuscan (Toscana IGT)",
        subtitle: "Toscana",
        description:
          "Lo stile nato negli anni Settanta fuori dai disciplinari tradizionali, con vitigni internazionali e affinamento in barrique.",
        score: 97.3,
      },
      {
        rank: 12,
        title: "Etna Rosso DOC Contrada",
        subtitle: "Sicilia",
        description:
          "Nerello Mascalese da singole contrade del vulcano, vini di territorio sempre più ricercati dai collezionisti.",
        score: 97.0,
      },
      {
        rank: 13,
        title: "Franciacorta Riserva DOCG",
        subtitle: "Lombardia",
        description:
          "Metodo classico con lunghissima sosta sui lieviti, complesso e cremoso, dalle note di frutta secca e pasticceria.",
        score: 96.9,
      },
      {
        rank: 14,
        title: "Trento DOC Riserva",
        subtitle: "Trentino-Alto Adige",
        description:
          "Bollicine di montagna con lungo affinamento sui lieviti, tese e longeve, ideali per verticali di più annate.",
        score: 96.7,
      },
      {
        rank: 15,
        title: "Sforzato di Valtellina DOCG",
        subtitle: "Lombardia",
        description:
          "Nebbiolo da uve appassite dei terrazzamenti valtellinesi, potente e vellutato, adatto a lungo invecchiamento.",
        score: 96.5,
      },
      {
        rank: 16,
        title: "Barbaresco Riserva DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo di Barbaresco affinato più a lungo, dalla trama fine e dai profumi che si arricchiscono negli anni.",
        score: 96.3,
      },
      {
        rank: 17,
        title: "Gattinara Riserva DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo dei suoli vulcanici dell'Alto Piemonte, austero e minerale, capace di sorprendenti evoluzioni.",
        score: 96.2,
      },
      {
        rank: 18,
        title: "Vin Santo di Montepulciano Occhio di Pernice DOC",
        subtitle: "Toscana",
        description:
          "Vin Santo da uve a bacca rossa, prodotto in quantità minime e affinato per anni in piccoli caratelli.",
        score: 96.0,
      },
      {
        rank: 19,
        title: "Sagrantino di Montefalco DOCG",
        subtitle: "Umbria",
        description:
          "Rosso ricchissimo di tannini che chiede tempo e ripaga con grande profondità dopo un lungo affinamento in bottiglia.",
        score: 95.8,
      },
      {
        rank: 20,
        title: "Aglianico del Vulture Superiore Riserva DOCG",
        subtitle: "Basilicata",
        description:
          "Aglianico vulcanico con lungo affinamento, austero e minerale, tra i grandi rossi da invecchiamento del Sud.",
        score: 95.6,
      },
      {
        rank: 21,
        title: "Montepulciano d'Abruzzo Colline Teramane Riserva DOCG",
        subtitle: "Abruzzo",
        description:
          "Selezione strutturata del Montepulciano, dal frutto scuro e dalle note speziate che si affinano con gli anni.",
        score: 95.5,
      },
      {
        rank: 22,
        title: "Trebbiano d'Abruzzo DOC",
        subtitle: "Abruzzo",
        description:
          "Nelle interpretazioni artigianali più ambiziose, un bianco capace di evolvere per molti anni con grande complessità.",
        score: 95.4,
      },
      {
        rank: 23,
        title: "Carema DOC",
        subtitle: "Piemonte",
        description:
          "Piccola denominazione di montagna al confine con la Valle d'Aosta: Nebbiolo teso, elegante e prodotto in quantità limitate.",
        score: 95.2,
      },
      {
        rank: 24,
        title: "Vino Nobile di Montepulciano Riserva DOCG",
        subtitle: "Toscana",
        description:
          "Sangiovese di Montepulciano con affinamento prolungato, elegante e sapido, adatto a lunghe soste in cantina.",
        score: 95.0,
      },
      {
        rank: 25,
        title: "Carmignano Riserva DOCG",
        subtitle: "Toscana",
        description:
          "Storica denominazione toscana in cui il Sangiovese incontra il Cabernet, per rossi strutturati e longevi.",
        score: 94.7,
      },
      {
        rank: 26,
        title: "Bolgheri Superiore DOC",
        subtitle: "Toscana",
        description:
          "Tagli bordolesi della costa toscana, ricchi e armonici, che nelle grandi annate acquistano finezza con il tempo.",
        score: 94.6,
      },
      {
        rank: 27,
        title: "Fiano di Avellino DOCG",
        subtitle: "Campania",
        description:
          "Bianco irpino che con gli anni sviluppa note di nocciola, miele e idrocarburi, sorprendendo per longevità.",
        score: 94.5,
      },
      {
        rank: 28,
        title: "Castelli di Jesi Verdicchio Riserva DOCG",
        subtitle: "Marche",
        description:
          "Verdicchio con affinamento prolungato, tra i bianchi italiani più adatti a evolvere a lungo in bottiglia.",
        score: 94.3,
      },
      {
        rank: 29,
        title: "Passito di Pantelleria DOC",
        subtitle: "Sicilia",
        description:
          "Zibibbo appassito al sole dell'isola, vino dolce di grande concentrazione che si conserva per molti anni.",
        score: 94.1,
      },
      {
        rank: 30,
        title: "Marsala Vergine Riserva DOC",
        subtitle: "Sicilia",
        description:
          "Marsala secco con lungo affinamento in botte, dalle note di frutta secca e spezie, testimone di una storia secolare.",
        score: 94.0,
      },
      {
        rank: 31,
        title: "Vin Santo del Chianti Classico DOC",
        subtitle: "Toscana",
        description:
          "Vino da meditazione da uve appassite, affinato per anni in caratelli e capace di conservarsi a lungo.",
        score: 93.8,
      },
      {
        rank: 32,
        title: "Colli Orientali del Friuli Picolit DOCG",
        subtitle: "Friuli-Venezia Giulia",
        description:
          "Da un vitigno raro e poco produttivo, un vino dolce delicato e prezioso, storicamente apprezzato nelle corti europee.",
        score: 93.6,
      },
      {
        rank: 33,
        title: "Ghemme DOCG",
        subtitle: "Piemonte",
        description:
          "Nebbiolo dell'Alto Piemonte, con una piccola quota di Vespolina o Uva Rara, elegante e longevo.",
        score: 93.5,
      },
      {
        rank: 34,
        title: "Torgiano Rosso Riserva DOCG",
        subtitle: "Umbria",
        description:
          "Rosso umbro a base di Sangiovese, dalla lunga tradizione, che rivela con il tempo eleganza e complessità.",
        score: 93.2,
      },
      {
        rank: 35,
        title: "Alto Adige Lagrein Riserva DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Vitigno autoctono altoatesino, scuro e vellutato, che nella versione Riserva guadagna profondità e longevità.",
        score: 93.1,
      },
      {
        rank: 36,
        title: "Alto Adige Pinot Nero Riserva DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Pinot nero di montagna, fine e profumato, che trova in Alto Adige alcune delle sue espressioni italiane più eleganti.",
        score: 92.9,
      },
      {
        rank: 37,
        title: "Alto Adige Terlano DOC",
        subtitle: "Trentino-Alto Adige",
        description:
          "Bianchi da suoli di porfido, noti per la capacità di evolvere per decenni mantenendo freschezza e sapidità.",
        score: 92.7,
      },
      {
        rank: 38,
        title: "Recioto di Soave DOCG",
        subtitle: "Veneto",
        description:
          "Garganega appassita per un bianco dolce dai profumi di albicocca, miele e fiori secchi, longevo e raffinato.",
        score: 92.6,
      },
      {
        rank: 39,
        title: "Barolo Chinato",
        subtitle: "Piemonte",
        description:
          "Vino aromatizzato a base di Barolo, china e spezie, storico digestivo piemontese oggi riscoperto dagli appassionati.",
        score: 92.5,
      },
      {
        rank: 40,
        title: "Moscato di Scanzo DOCG",
        subtitle: "Lombardia",
        description:
          "Tra le denominazioni più piccole d'Italia, un rosso dolce da uve appassite, raro e dai profumi intensi.",
        score: 92.3,
      },
      {
        rank: 41,
        title: "Vernaccia di Oristano DOC",
        subtitle: "Sardegna",
        description:
          "Vino ossidativo maturato sotto un velo di lieviti, dalle note di mandorla e frutta secca, unico nel panorama italiano.",
        score: 92.0,
      },
      {
        rank: 42,
        title: "Cannonau di Sardegna Riserva DOC",
        subtitle: "Sardegna",
        description:
          "Cannonau con affinamento prolungato, caldo e speziato, da vigne spesso molto vecchie dell'entroterra sardo.",
        score: 91.9,
      },
      {
        rank: 43,
        title: "Primitivo di Manduria Dolce Naturale DOCG",
        subtitle: "Puglia",
        description:
          "Primitivo da uve surmature, dolce e concentrato, con note di confettura di more e spezie.",
        score: 91.7,
      },
      {
        rank: 44,
        title: "Cirò Rosso Classico Superiore Riserva DOC",
        subtitle: "Calabria",
        description:
          "Gaglioppo della zona storica del Cirò, austero e speziato, che con l'affinamento esprime grande carattere.",
        score: 91.6,
      },
      {
        rank: 45,
        title: "Greco di Tufo Riserva DOCG",
        subtitle: "Campania",
        description:
          "Versione con affinamento prolungato del Greco irpino, minerale e strutturata, adatta a evolvere nel tempo.",
        score: 91.4,
      },
      {
        rank: 46,
        title: "Boca DOC",
        subtitle: "Piemonte",
        description:
          "Piccola denominazione dell'Alto Piemonte a base di Nebbiolo e Vespolina, riscoperta dai cultori dei vini di montagna.",
        score: 91.3,
      },
      {
        rank: 47,
        title: "Oltrepò Pavese Metodo Classico Pinot Nero DOCG",
        subtitle: "Lombardia",
        description:
          "Metodo classico a base di Pinot nero che, nelle versioni con lunga sosta sui lieviti, esprime finezza e complessità.",
        score: 91.1,
      },
      {
        rank: 48,
        title: "Valle d'Aosta Chambave Muscat Flétri DOC",
        subtitle: "Valle d'Aosta",
        description:
          "Moscato appassito delle vigne alpine di Chambave, vino dolce raro dai profumi di agrumi canditi e miele.",
        score: 91.0,
      },
      {
        rank: 49,
        title: "Ramandolo DOCG",
        subtitle: "Friuli-Venezia Giulia",
        description:
          "Verduzzo friulano da uve appassite, dolce ma non stucchevole, con una caratteristica nota tannica.",
        score: 90.8,
      },
      {
        rank: 50,
        title: "Lessona DOC",
        subtitle: "Piemonte",
        description:
          "Minuscola denominazione biellese a base di Nebbiolo, dal profilo fine e sapido, amata dai collezionisti.",
        score: 90.6,
      },
    ],
  },
];
