import type { RegionKnowledge } from "../types";

export const valleDAosta: RegionKnowledge = {
  name: "Valle d'Aosta",
  slug: "valle-d-aosta",
  capital: "Aosta",
  intro:
    "La Valle d'Aosta è la regione più piccola d'Italia, ma custodisce le vette più alte delle Alpi: Monte Bianco, Cervino, Monte Rosa e Gran Paradiso. Bilingue italiano-francese, unisce l'eredità romana di Aosta a decine di castelli medievali e a una cucina di montagna costruita su latte, fontina e salumi. È una meta da vivere in ogni stagione, tra sci, trekking, terme e borghi di pietra.",
  places: [
    {
      name: "Teatro Romano di Aosta",
      city: "Aosta",
      category: "Storia",
      interests: ["art"],
      description:
        "Nel cuore di Augusta Praetoria, fondata nel 25 a.C., si conserva l'imponente facciata del teatro romano, alta circa 22 metri. A pochi passi si trovano la Porta Praetoria, l'Arco di Augusto e il criptoportico forense.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Con un unico biglietto cumulativo si visitano i principali siti archeologici della città: conviene seguire un percorso a piedi nel centro storico.",
      familyFriendly: true,
    },
    {
      name: "Collegiata di Sant'Orso",
      city: "Aosta",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Complesso religioso tra i più importanti delle Alpi, famoso per il chiostro romanico del XII secolo con capitelli scolpiti con scene bibliche e per gli affreschi dell'XI secolo nel sottotetto della chiesa.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Alla fine di gennaio il quartiere ospita la millenaria Fiera di Sant'Orso dell'artigianato: prenotare l'alloggio con largo anticipo.",
      familyFriendly: true,
    },
    {
      name: "Area megalitica di Saint-Martin-de-Corléans",
      city: "Aosta",
      category: "Storia",
      interests: ["art"],
      description:
        "Uno dei siti preistorici più importanti d'Europa, frequentato dalla fine del Neolitico: un museo coperto protegge allineamenti di pali, tombe megalitiche e stele antropomorfe scolpite.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Si trova poco fuori dal centro storico, raggiungibile a piedi: verificare gli orari sul sito regionale perché variano con la stagione.",
      familyFriendly: true,
    },
    {
      name: "Forte di Bard",
      city: "Bard",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Fortezza ottocentesca ricostruita dai Savoia su uno sperone roccioso che sbarra la valle. Oggi è un polo culturale con il Museo delle Alpi, il Museo delle Fortificazioni e grandi mostre temporanee.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Gli ascensori panoramici evitano la salita a piedi; dopo la visita vale la pena passeggiare nel minuscolo borgo medievale di Bard.",
      familyFriendly: true,
    },
    {
      name: "Castello di Fénis",
      city: "Fénis",
      category: "Storia",
      interests: ["art"],
      description:
        "Il più scenografico dei castelli valdostani, con doppia cinta merlata e torri. Il cortile interno conserva affreschi quattrocenteschi di scuola di Giacomo Jaquerio, tra cui San Giorgio che uccide il drago.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "La visita degli interni è accompagnata e a numero limitato: in alta stagione conviene prenotare o arrivare all'apertura.",
      familyFriendly: true,
    },
    {
      name: "Castello di Issogne",
      city: "Issogne",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Dimora rinascimentale della famiglia Challant, celebre per la fontana del melograno in ferro battuto nel cortile e per le lunette affrescate del porticato con scene di vita quotidiana del Quattrocento.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Si abbina facilmente al Forte di Bard, a pochi chilometri: controllare gli orari delle visite guidate sul sito della Regione.",
      familyFriendly: true,
    },
    {
      name: "Parco Nazionale Gran Paradiso e Valnontey",
      city: "Cogne",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Istituito nel 1922, è il più antico parco nazionale italiano e protegge stambecchi, camosci e marmotte. Da Valnontey partono sentieri facili verso alpeggi e ghiacciai, accanto al giardino botanico alpino Paradisia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Partire presto al mattino aumenta le possibilità di avvistare gli stambecchi; portare binocolo, scarponcini e una giacca anche in estate.",
      familyFriendly: true,
    },
    {
      name: "Cascate di Lillaz",
      city: "Cogne",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Una serie di salti d'acqua per un dislivello complessivo di circa 150 metri, raggiungibili con una breve e facile passeggiata dal villaggio di Lillaz, a pochi chilometri da Cogne.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Il sentiero è adatto anche ai bambini, ma le rocce vicino all'acqua sono scivolose: servono scarpe con buona suola.",
      familyFriendly: true,
    },
    {
      name: "Skyway Monte Bianco",
      city: "Courmayeur",
      category: "Natura",
      interests: ["nature", "luxury"],
      description:
        "Funivia con cabine rotanti a 360 gradi che da Pontal d'Entrèves sale fino a Punta Helbronner, a 3.466 metri, con una terrazza panoramica affacciata sul Monte Bianco, sul Dente del Gigante e sul Cervino.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Salire nelle prime ore del mattino quando il cielo è più limpido, controllare la webcam prima di partire e portare abiti pesanti anche in agosto.",
      familyFriendly: true,
    },
    {
      name: "Via Roma di Courmayeur",
      city: "Courmayeur",
      category: "Shopping e Design",
      interests: ["luxury", "food"],
      description:
        "La via pedonale della più mondana località alpina della regione, tra boutique, negozi di artigianato, enoteche e caffè. Qui ha sede la Società delle Guide Alpine di Courmayeur, tra le più antiche d'Italia.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Il momento più vivace è l'aperitivo dopo lo sci o le escursioni; in agosto e nelle feste natalizie prenotare i ristoranti.",
      familyFriendly: true,
    },
    {
      name: "Terme di Pré-Saint-Didier",
      city: "Pré-Saint-Didier",
      category: "Benessere",
      interests: ["wellness", "luxury"],
      description:
        "Storico stabilimento termale alimentato da una sorgente che sgorga dalla montagna a circa 37 gradi. Le vasche esterne riscaldate offrono una vista spettacolare sul massiccio del Monte Bianco, anche sotto la neve.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Prenotare online nei fine settimana e nei periodi festivi; il bagno serale all'aperto d'inverno è l'esperienza più suggestiva.",
      familyFriendly: false,
    },
    {
      name: "Santuario di Notre-Dame de Guérison",
      city: "Courmayeur",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Piccolo santuario mariano ottocentesco in Val Veny, costruito su uno sperone roccioso davanti al ghiacciaio della Brenva. È meta di pellegrinaggio e di passeggiate contemplative nel silenzio dell'alta montagna.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "La strada della Val Veny è percorribile solo nella bella stagione: meglio andarci a piedi o in navetta nei giorni di maggiore affluenza.",
      familyFriendly: true,
    },
    {
      name: "Breuil-Cervinia e Plateau Rosa",
      city: "Valtournenche",
      category: "Natura",
      interests: ["nature", "luxury"],
      description:
        "Località ai piedi del Cervino collegata con gli impianti a Zermatt, in Svizzera. Dal Plateau Rosa, a circa 3.480 metri, si scia sul ghiacciaio anche in parte dell'estate e lo sguardo spazia sui Quattromila.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Per sciare verso Zermatt serve lo skipass internazionale e un documento d'identità; prima di salire verificare vento e meteo.",
      familyFriendly: true,
    },
    {
      name: "Lago Blu",
      city: "Valtournenche",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Piccolo specchio d'acqua alpino poco sotto Breuil-Cervinia, celebre perché nelle giornate senza vento riflette perfettamente la piramide del Cervino. Si raggiunge con pochi minuti di cammino dalla strada.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "mattina",
      tips: "La luce migliore per le foto è al mattino presto, quando l'acqua è immobile; d'estate il parcheggio si riempie rapidamente.",
      familyFriendly: true,
    },
    {
      name: "Castel Savoia",
      city: "Gressoney-Saint-Jean",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Residenza fiabesca costruita tra il 1899 e il 1904 per la regina Margherita di Savoia, con torrette e interni in legno. Sorge nella valle del Lys, terra dei Walser, davanti al massiccio del Monte Rosa.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Dopo la visita guidata si può passeggiare nel giardino botanico roccioso e proseguire a piedi verso il lago di Gover, in riva al Lys.",
      familyFriendly: true,
    },
    {
      name: "Arnad e il suo lardo",
      city: "Arnad",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Borgo della bassa valle noto per il Lardo di Arnad DOP, stagionato con sale, spezie ed erbe aromatiche in contenitori chiamati doils. Merita una sosta anche la chiesa romanica di San Martino.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "giornata",
      tips: "A fine agosto si svolge la Festa del Lard: è il momento migliore per assaggiarlo servito su pane nero e miele di castagno.",
      familyFriendly: true,
    },
    {
      name: "Vigneti di Morgex e La Salle",
      city: "Morgex",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Vigne di Prié Blanc coltivate a piede franco su pergole basse, tra le più alte d'Europa, che danno il Blanc de Morgex et de La Salle, bianco fresco e minerale nato ai piedi del Monte Bianco.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Le degustazioni presso i produttori vanno prenotate; in autunno la vendemmia tardiva regala i colori più belli ai filari.",
      familyFriendly: false,
    },
    {
      name: "Ponte acquedotto di Pont d'Aël",
      city: "Aymavilles",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Ponte-acquedotto romano del 3 a.C. sospeso a circa 50 metri sopra il torrente Grand Eyvia, all'imbocco della valle di Cogne. Si può percorrere il camminamento coperto interno, ancora ben conservato.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Il camminamento interno è visitabile negli orari di apertura stagionali; chi soffre di vertigini può ammirarlo dal sentiero vicino.",
      familyFriendly: true,
    },
    {
      name: "Pila",
      city: "Gressan",
      category: "Natura",
      interests: ["nature"],
      description:
        "Comprensorio sciistico e di escursionismo che domina Aosta, raggiungibile direttamente dal centro con la telecabina. D'inverno offre piste per tutti, d'estate sentieri e percorsi per mountain bike.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "La telecabina parte vicino alla stazione di Aosta: è il modo più comodo per evitare i tornanti e il parcheggio in quota.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Fonduta valdostana",
      description:
        "Fontina fusa con latte, tuorli e burro, servita calda con crostini di pane; in stagione si arricchisce con lamelle di tartufo.",
    },
    {
      name: "Fontina DOP",
      description:
        "Formaggio a pasta semicotta di latte intero di vacca valdostana, dal sapore dolce e delicato, stagionato in grotte e cantine.",
    },
    {
      name: "Lardo di Arnad DOP",
      description:
        "Lardo stagionato in contenitori di legno con sale, aglio, rosmarino, salvia e spezie; si gusta a fette sottili su pane nero.",
    },
    {
      name: "Jambon de Bosses DOP",
      description:
        "Prosciutto crudo di montagna prodotto a Saint-Rhémy-en-Bosses, aromatizzato con erbe e stagionato nel fieno.",
    },
    {
      name: "Zuppa alla valpellinese",
      description:
        "Zuppa gratinata a strati di pane nero, cavolo verza e fontina, bagnata con brodo di carne e burro fuso.",
    },
    {
      name: "Carbonade",
      description:
        "Spezzatino di manzo cotto lentamente con vino rosso, cipolle e spezie, servito tradizionalmente con polenta.",
    },
    {
      name: "Tegole valdostane",
      description:
        "Biscotti sottili e friabili a base di mandorle e nocciole, a forma di tegola, tipici di Aosta.",
    },
    {
      name: "Caffè alla valdostana",
      description:
        "Caffè caldo con grappa, scorza d'arancia e zucchero, servito nella grolla o nella coppa dell'amicizia da condividere.",
    },
  ],
  wines: ["Blanc de Morgex et de La Salle", "Torrette", "Donnas", "Fumin", "Petite Arvine", "Génépy"],
  bestSeasons: ["inverno", "estate", "inizio autunno"],
  bestTime:
    "Da dicembre a marzo per sci e terme sotto la neve, da fine giugno a settembre per trekking e alpeggi, mentre settembre regala colori e meno folla.",
  howToGet:
    "Gli aeroporti più comodi sono Torino-Caselle e Milano Malpensa, a circa un'ora e mezza-due ore di auto. La A5 Torino-Aosta risale tutta la valle fino al Traforo del Monte Bianco, mentre dal traforo del Gran San Bernardo si arriva dalla Svizzera. In treno si raggiunge Aosta da Torino, spesso con cambio a Ivrea o Chivasso.",
  gettingAround:
    "L'auto è il mezzo più pratico per passare da una valle laterale all'altra; gli autobus regionali collegano Aosta alle principali località e in inverno molte stazioni hanno navette per gli impianti.",
  costs:
    "Costi medio-alti nelle località sciistiche come Courmayeur e Cervinia in alta stagione, più contenuti ad Aosta e nelle valli laterali, soprattutto in agriturismi e rifugi.",
  practicalTips: [
    "Dal 15 novembre al 15 aprile sulle strade di montagna sono obbligatori pneumatici invernali o catene a bordo.",
    "Anche in estate in quota le temperature scendono rapidamente: vestirsi a strati e portare una giacca antivento.",
    "Per escursioni impegnative consultare il bollettino meteo e valanghe della Regione e rivolgersi alle guide alpine.",
    "Molti castelli si visitano solo con accompagnamento a orari fissi: verificare il calendario prima di partire.",
    "Nei rifugi si paga spesso in contanti e la mezza pensione va prenotata in anticipo.",
  ],
  curiosities: [
    "È la regione più piccola e meno popolosa d'Italia, ed è ufficialmente bilingue italiano-francese.",
    "Nella valle del Lys e a Issime vivono comunità walser che conservano dialetti di origine germanica.",
    "La Bataille des Reines è un torneo incruento tra mucche di razza valdostana, con finale in autunno ad Aosta.",
    "Il Parco Nazionale Gran Paradiso nasce dalla riserva di caccia reale di Vittorio Emanuele II, che salvò lo stambecco dall'estinzione.",
    "La Fiera di Sant'Orso, dedicata all'artigianato del legno, si svolge ad Aosta da circa mille anni.",
  ],
};
