import type { RegionKnowledge } from "../types";
export const puglia: RegionKnowledge = {
  name: "Puglia",
  slug: "puglia",
  capital: "Bari",
  intro:
    "La Puglia è il tacco d'Italia, una lunga terra affacciata su Adriatico e Ionio con centinaia di chilometri di costa, ulivi secolari e masserie fortificate. Dal Gargano al Salento si incontrano trulli, cattedrali romaniche sul mare, il barocco di Lecce e una cucina semplice e generosa.",
  places: [
    {
      name: "Trulli di Alberobello",
      city: "Alberobello",
      category: "Storia",
      interests: ["art"],
      description:
        "Oltre mille trulli, costruzioni in pietra a secco con il tetto a cono, formano i rioni Monti e Aia Piccola, patrimonio UNESCO dal 1996; il Trullo Sovrano, a due piani, è visitabile come museo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Visita il Rione Aia Piccola, più autentico e abitato, e torna la sera per vedere i trulli illuminati quando i gruppi sono ripartiti.",
      familyFriendly: true,
    },
    {
      name: "Castel del Monte",
      city: "Andria",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Il misterioso castello ottagonale fatto costruire da Federico II di Svevia nel XIII secolo sulla cima di una collina della Murgia, con otto torri ottagonali; è patrimonio UNESCO e compare sulla moneta da un centesimo.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Si lascia l'auto nel parcheggio a valle e si sale con navetta o a piedi; nel tardo pomeriggio la pietra calcarea si colora di rosa.",
      familyFriendly: true,
    },
    {
      name: "Basilica di Santa Croce e barocco leccese",
      city: "Lecce",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Lecce è la capitale del barocco salentino, scolpito nella tenera pietra leccese: la facciata della Basilica di Santa Croce, Piazza del Duomo e l'anfiteatro romano di Piazza Sant'Oronzo ne sono il cuore.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Passeggia in centro al tramonto, quando la pietra si fa dorata, e fai colazione con un pasticciotto caldo e un caffè in ghiaccio col latte di mandorla.",
      familyFriendly: true,
    },
    {
      name: "Bari Vecchia e Basilica di San Nicola",
      city: "Bari",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Nel dedalo di vicoli di Bari Vecchia sorgono la Basilica di San Nicola, capolavoro del romanico pugliese che custodisce le reliquie del santo, e la Cattedrale di San Sabino; nelle strade le donne fanno le orecchiette a mano.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Passa da Strada Arco Basso la mattina per vedere preparare le orecchiette, poi assaggia la focaccia barese e il panzerotto fritto.",
      familyFriendly: true,
    },
    {
      name: "Via Sparano e il quartiere Murattiano",
      city: "Bari",
      category: "Shopping e Design",
      interests: ["luxury"],
      description:
        "Il quartiere ottocentesco a scacchiera voluto da Gioacchino Murat ospita Via Sparano da Bari, la principale strada dello shopping cittadino, e l'elegante Teatro Petruzzelli, tra i più grandi teatri d'Italia.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Fai shopping nel tardo pomeriggio e concludi con lo struscio serale sul lungomare; verifica il cartellone del Petruzzelli per un'opera o un concerto.",
      familyFriendly: true,
    },
    {
      name: "Polignano a Mare e Lama Monachile",
      city: "Polignano a Mare",
      category: "Mare",
      interests: ["nature"],
      description:
        "Borgo bianco a picco su falesie scavate da grotte marine; la piccola spiaggia di ciottoli di Lama Monachile si apre tra due pareti rocciose sotto un ponte, ed è tra le immagini più famose della Puglia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La spiaggia è minuscola e in estate si affolla già alle 10: vieni presto e fai un giro in barca per vedere le grotte dal mare.",
      familyFriendly: true,
    },
    {
      name: "Ostuni, la Città Bianca",
      city: "Ostuni",
      category: "Arte e Cultura",
      interests: ["art", "nature"],
      description:
        "Centro storico candido di calce arroccato su un colle, con la cattedrale gotica del Quattrocento e scorci che guardano la distesa di ulivi secolari fino al mare Adriatico.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Sali nel centro storico a fine giornata, quando il bianco si colora di rosa, e lascia l'auto nei parcheggi ai piedi del borgo.",
      familyFriendly: true,
    },
    {
      name: "Valle d'Itria: Locorotondo, Cisternino e Martina Franca",
      city: "Locorotondo",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Tra trulli e muretti a secco si susseguono Locorotondo e il suo bianco DOC, Cisternino con le macellerie dal fornello pronto e Martina Franca, città barocca del capocollo e del Festival della Valle d'Itria.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "sera",
      tips: "A Cisternino scegli la carne al banco e fattela cuocere sul momento; a luglio e agosto controlla il programma d'opera del festival.",
      familyFriendly: true,
    },
    {
      name: "Piana degli ulivi monumentali e masserie di Fasano",
      city: "Fasano",
      category: "Benessere",
      interests: ["luxury", "wellness", "food"],
      description:
        "Tra Fasano, Ostuni e Monopoli si estende una piana di ulivi millenari dove antiche masserie fortificate sono diventate resort di charme con spa; vicino al mare si visita il parco archeologico di Egnazia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenota con anticipo soggiorni e trattamenti in masseria e visita un frantoio tra ottobre e dicembre per assaggiare l'olio nuovo.",
      familyFriendly: true,
    },
    {
      name: "Foresta Umbra",
      city: "Monte Sant'Angelo",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Il polmone verde del Parco Nazionale del Gargano, con faggete secolari inserite nel patrimonio UNESCO delle antiche faggete d'Europa, sentieri ombrosi, aree picnic e un centro visite.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "È perfetta nelle giornate più calde d'estate: la temperatura è molto più fresca che sulla costa, porta comunque una felpa.",
      familyFriendly: true,
    },
    {
      name: "Vieste e il Pizzomunno",
      city: "Vieste",
      category: "Mare",
      interests: ["nature"],
      description:
        "Perla del Gargano su uno sperone roccioso, con il monolite bianco del Pizzomunno sulla spiaggia del Castello e una costa di archi naturali, faraglioni e grotte marine raggiungibili in barca.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenota al porto un giro in barca delle grotte marine al mattino, quando il mare è più calmo; la sera passeggia nel centro storico.",
      familyFriendly: true,
    },
    {
      name: "Santuario di San Michele Arcangelo",
      city: "Monte Sant'Angelo",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Santuario scavato in una grotta dove la tradizione colloca l'apparizione dell'arcangelo Michele alla fine del V secolo; meta di pellegrini da secoli, è patrimonio UNESCO tra i luoghi dei Longobardi in Italia.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Si scende nella grotta con una lunga scalinata; l'abbigliamento deve essere rispettoso e il paese, a circa 800 metri, è fresco anche d'estate.",
      familyFriendly: true,
    },
    {
      name: "Isole Tremiti",
      city: "Isole Tremiti",
      category: "Mare",
      interests: ["nature"],
      description:
        "Piccolo arcipelago del Parco del Gargano e riserva naturale marina, con le calette e le grotte di San Domino e l'abbazia fortificata di Santa Maria a Mare sull'isola di San Nicola.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "I collegamenti partono da Termoli tutto l'anno e da Vieste, Peschici e Rodi Garganico in estate: prenota e porta maschera per lo snorkeling.",
      familyFriendly: true,
    },
    {
      name: "Grotte di Castellana",
      city: "Castellana Grotte",
      category: "Natura",
      interests: ["nature"],
      description:
        "Complesso carsico scoperto nel 1938 dallo speleologo Franco Anelli, con la grande voragine della Grave e un percorso di circa tre chilometri che culmina nella scintillante Grotta Bianca.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Le visite sono solo guidate a orari fissi: scegli il percorso completo per la Grotta Bianca e porta una felpa, all'interno fa fresco.",
      familyFriendly: true,
    },
    {
      name: "Cattedrale di Otranto",
      city: "Otranto",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "La cattedrale normanna custodisce lo straordinario mosaico pavimentale del monaco Pantaleone, realizzato tra il 1163 e il 1165 con l'Albero della Vita, e la cappella dei martiri uccisi dagli Ottomani nel 1480.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Dopo la cattedrale visita il Castello Aragonese e concediti un bagno alla Baia dei Turchi, a nord, o una sosta al laghetto della cava di bauxite, a sud.",
      familyFriendly: true,
    },
    {
      name: "Parco di Porto Selvaggio",
      city: "Nardò",
      category: "Mare",
      interests: ["nature"],
      description:
        "Parco naturale regionale sulla costa ionica del Salento, con una pineta che scende verso una caletta di scogli, torri costiere e un mare limpidissimo reso fresco dalle sorgenti d'acqua dolce.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Dal parcheggio si scende a piedi nella pineta per circa venti minuti: porta scarpette da scoglio e resta per il tramonto sullo Ionio.",
      familyFriendly: true,
    },
    {
      name: "Terme di Santa Cesarea",
      city: "Santa Cesarea Terme",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "Sulla costa adriatica del Salento, acque sulfuree sgorgano in grotte affacciate sul mare e alimentano lo stabilimento termale e le piscine; il paese è dominato dalla moresca Villa Sticchi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Verifica in anticipo il calendario della stagione termale e combina la visita con la strada panoramica costiera tra Otranto e Santa Maria di Leuca.",
      familyFriendly: true,
    },
    {
      name: "Saline e Terme di Margherita di Savoia",
      city: "Margherita di Savoia",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Le saline, tra le più estese d'Europa, sono una zona umida dove sostano fenicotteri rosa e altri uccelli acquatici; le acque madri e i fanghi delle saline sono usati nello stabilimento termale.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Porta un binocolo e osserva i fenicotteri lungo le vasche nel tardo pomeriggio; per le visite guidate alle saline informati in anticipo.",
      familyFriendly: true,
    },
    {
      name: "Cattedrale di Trani",
      city: "Trani",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "La cattedrale di San Nicola Pellegrino, in pietra chiara, si innalza isolata sul mare con il suo campanile: è una delle immagini più eleganti del romanico pugliese, accanto a un porto turistico animato.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "sera",
      tips: "Vieni al tramonto, quando la facciata si colora, e cena nel porto; visita anche il Castello Svevo a pochi passi.",
      familyFriendly: true,
    },
    {
      name: "Quartiere delle ceramiche di Grottaglie",
      city: "Grottaglie",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Quartiere di botteghe scavate nella roccia dove si lavora la ceramica da secoli, con piatti, capasoni e pumi decorati a mano; il Castello Episcopio ospita il Museo della Ceramica.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Visita le botteghe al mattino per vedere gli artigiani al tornio e chiedi la spedizione a casa dei pezzi più grandi o fragili.",
      familyFriendly: true,
    },
    {
      name: "Altamura e l'Alta Murgia",
      city: "Altamura",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Città della cattedrale voluta da Federico II e del Pane di Altamura DOP, porta del Parco Nazionale dell'Alta Murgia, dove si trovano il grande Pulo carsico e la grotta dell'Uomo di Altamura.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Compra il pane nei forni storici del centro la mattina, poi esplora il parco in auto o in bici: porta acqua, la Murgia offre poca ombra.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Orecchiette con le cime di rapa",
      description:
        "Pasta fresca di semola a forma di piccolo orecchio, condita con cime di rapa, aglio, acciughe e olio extravergine.",
    },
    {
      name: "Burrata di Andria IGP",
      description:
        "Sacchetto di pasta filata con un cuore morbido di stracciatella e panna, da gustare freschissimo.",
    },
    {
      name: "Pane di Altamura DOP",
      description:
        "Pane di semola rimacinata di grano duro con lievito madre, dalla crosta spessa e dalla lunga conservazione.",
    },
    {
      name: "Fave e cicorie",
      description:
        "Purea di fave secche accompagnata da cicorie selvatiche lessate e olio crudo: piatto povero e simbolo della cucina pugliese.",
    },
    {
      name: "Tiella barese",
      description:
        "Teglia al forno di riso, patate e cozze, stratificati con pomodoro, cipolla, pecorino e prezzemolo.",
    },
    {
      name: "Bombette",
      description:
        "Involtini di capocollo di maiale farciti di formaggio e cotti alla brace, specialità delle macellerie della Valle d'Itria.",
    },
    {
      name: "Pasticciotto leccese",
      description:
        "Dolcetto di pasta frolla ripieno di crema pasticcera, da mangiare caldo a colazione nel Salento.",
    },
    {
      name: "Focaccia barese",
      description:
        "Focaccia soffice e croccante con pomodorini, olive e origano, spesso con patate nell'impasto.",
    },
  ],
  wines: [
    "Primitivo di Manduria",
    "Negroamaro del Salento",
    "Salice Salentino",
    "Nero di Troia di Castel del Monte",
    "Locorotondo",
    "Rosato del Salento",
  ],
  bestSeasons: ["primavera", "inizio estate", "settembre"],
  bestTime:
    "Maggio, giugno e settembre sono ideali per mare caldo, borghi e masserie senza la folla e i prezzi di agosto, mentre l'autunno porta la vendemmia e l'olio nuovo.",
  howToGet:
    "Gli aeroporti principali sono Bari Karol Wojtyla e Brindisi, porta d'accesso al Salento, con voli nazionali e internazionali. La ferrovia adriatica collega Bologna e Roma con Foggia, Bari, Brindisi e Lecce, e in auto si arriva con l'A14 fino a Taranto e l'A16 da Napoli. Dai porti di Bari e Brindisi partono traghetti per Grecia, Albania e Croazia.",
  gettingAround:
    "L'auto è il mezzo più comodo per masserie, spiagge e borghi; le Ferrovie del Sud Est e le Ferrovie Appulo Lucane collegano Bari con Valle d'Itria, Salento, Altamura e Matera.",
  costs:
    "Il budget è medio, con ottimo rapporto qualità-prezzo nella ristorazione; in agosto e nelle masserie di lusso della costa tra Fasano e Ostuni i prezzi salgono sensibilmente.",
  practicalTips: [
    "Ad agosto il Salento è affollato e caro: se puoi, scegli giugno o settembre.",
    "Per molte spiagge del Salento conviene scegliere la costa in base al vento: con la tramontana meglio lo Ionio, con lo scirocco meglio l'Adriatico.",
    "Nei centri storici come Lecce, Ostuni e Polignano ci sono ZTL: parcheggia fuori dalle mura.",
    "Prenota in anticipo le Grotte di Castellana e i traghetti per le Isole Tremiti in alta stagione.",
    "Porta scarpette da scoglio: molte calette del Salento e del Gargano sono rocciose.",
  ],
  curiosities: [
    "Le reliquie di San Nicola furono portate a Bari da Myra da un gruppo di marinai baresi nel 1087.",
    "Castel del Monte è raffigurato sulla faccia nazionale italiana della moneta da un centesimo di euro.",
    "La Puglia è la prima regione italiana per produzione di olio extravergine d'oliva.",
    "Una tradizione vuole che i trulli fossero costruiti a secco per poterli smontare rapidamente ed eludere le tasse sulle nuove abitazioni.",
    "A Melpignano ogni agosto la Notte della Taranta celebra la pizzica, musica e danza tradizionale del Salento.",
    "Secondo la leggenda di Vieste il monolite del Pizzomunno è un giovane pescatore pietrificato dal dolore per la perdita dell'amata Cristalda.",
  ],
};
