import type { RegionKnowledge } from "../types";
export const marche: RegionKnowledge = {
  name: "Marche",
  slug: "marche",
  capital: "Ancona",
  intro:
    "Le Marche sono una regione al plurale, stretta tra l'Appennino e l'Adriatico, dove colline coltivate, borghi murati e città d'arte si susseguono a pochi chilometri dal mare. Dalla Urbino rinascimentale dei Montefeltro alle falesie del Conero, dalle grotte di Frasassi ai Monti Sibillini, offrono un'Italia autentica e ancora poco affollata.",
  places: [
    {
      name: "Palazzo Ducale e Galleria Nazionale delle Marche",
      city: "Urbino",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Capolavoro del Rinascimento voluto da Federico da Montefeltro, ospita la Galleria Nazionale delle Marche con la Flagellazione di Piero della Francesca, la Muta di Raffaello e lo straordinario Studiolo intarsiato del duca.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Entra all'apertura per vedere lo Studiolo senza gruppi e abbina la visita a una passeggiata sui Torricini e lungo le mura di Urbino.",
      familyFriendly: true,
    },
    {
      name: "Casa natale di Raffaello",
      city: "Urbino",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "La casa quattrocentesca in cui nacque Raffaello Sanzio nel 1483, dove il padre Giovanni Santi aveva la bottega: conserva arredi d'epoca e un affresco della Madonna col Bambino attribuito al giovane Raffaello.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Si trova in via Raffaello, in salita dal centro: indossa scarpe comode e prosegui fino al piazzale Roma per il panorama sulla città.",
      familyFriendly: true,
    },
    {
      name: "Grotte di Frasassi",
      city: "Genga",
      category: "Natura",
      interests: ["nature"],
      description:
        "Uno dei complessi carsici più spettacolari d'Europa, scoperto nel 1971: l'Abisso Ancona è una sala immensa con stalattiti, stalagmiti e concrezioni come le Canne d'organo e i Giganti, visitabile con percorso guidato.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "All'interno la temperatura è di circa 14 gradi tutto l'anno: porta una felpa e prenota online gli orari nei weekend e ad agosto.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di San Vittore alle Chiuse",
      city: "Genga",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia romanica dell'XI secolo a croce greca, isolata lungo il fiume Sentino all'ingresso della Gola di Frasassi, nella frazione di San Vittore Terme nota per le sue sorgenti sulfuree.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "pomeriggio",
      tips: "Raggiungi a piedi il vicino Tempietto del Valadier, costruito dentro una grotta della gola: il sentiero è breve ma ripido.",
      familyFriendly: true,
    },
    {
      name: "Portonovo e la Riviera del Conero",
      city: "Ancona",
      category: "Mare",
      interests: ["nature", "luxury"],
      description:
        "Baia di ghiaia bianca ai piedi del Monte Conero, nel Parco regionale omonimo, con la chiesa romanica di Santa Maria di Portonovo, la Torre di guardia e il Fortino napoleonico affacciati su un mare trasparente.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "D'estate l'accesso in auto è regolato e i parcheggi si riempiono presto: arriva la mattina o usa la navetta dai parcheggi a monte.",
      familyFriendly: true,
    },
    {
      name: "Spiaggia delle Due Sorelle",
      city: "Sirolo",
      category: "Mare",
      interests: ["nature"],
      description:
        "Spiaggia simbolo del Conero, chiusa da una parete rocciosa a picco e da due faraglioni bianchi che le danno il nome; è raggiungibile quasi solo in barca dai porti di Numana e Ancona.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Non ci sono servizi né ombra naturale: porta acqua, cibo e ombrellone, e prenota il traghetto il giorno prima in alta stagione.",
      familyFriendly: true,
    },
    {
      name: "Lago di Fiastra e Lame Rosse",
      city: "Fiastra",
      category: "Natura",
      interests: ["nature"],
      description:
        "Nel Parco Nazionale dei Monti Sibillini, un lago alpino dalle acque turchesi e, poco lontano, le Lame Rosse: pinnacoli di ghiaia e argilla rossastra scolpiti dall'erosione, raggiungibili con un facile sentiero.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il sentiero per le Lame Rosse è poco ombreggiato: d'estate parti presto, con cappello e acqua, e goditi il bagno al lago al ritorno.",
      familyFriendly: true,
    },
    {
      name: "Gola del Furlo",
      city: "Acqualagna",
      category: "Natura",
      interests: ["nature"],
      description:
        "Riserva naturale statale scavata dal fiume Candigliano tra pareti calcaree dove nidifica l'aquila reale; l'antica via Flaminia la attraversa con la galleria scavata nella roccia per volere di Vespasiano nel 76 d.C.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Percorri a piedi il tratto della vecchia Flaminia lungo la gola fino alla galleria romana e porta un binocolo per avvistare i rapaci.",
      familyFriendly: true,
    },
    {
      name: "Acqualagna, capitale del tartufo",
      city: "Acqualagna",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Cittadina tra le più importanti d'Italia per il commercio del tartufo, che qui si raccoglie in tutte le stagioni; tra ottobre e novembre ospita la Fiera Nazionale del Tartufo Bianco Pregiato.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "giornata",
      tips: "Visita la fiera nei weekend di fine ottobre o novembre e compra il tartufo solo da venditori che indicano chiaramente specie e provenienza.",
      familyFriendly: true,
    },
    {
      name: "Castelli di Jesi e il Verdicchio",
      city: "Jesi",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Colline tra Jesi, Cupramontana, Staffolo e Montecarotto dove nasce il Verdicchio dei Castelli di Jesi, tra borghi fortificati, vigneti e cantine; Jesi custodisce le mura medievali e il Teatro Pergolesi.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenota le degustazioni in cantina con qualche giorno di anticipo e prevedi un autista sobrio: le strade tra i castelli sono tortuose.",
      familyFriendly: false,
    },
    {
      name: "Piazza del Popolo di Ascoli Piceno",
      city: "Ascoli Piceno",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Elegante salotto rinascimentale interamente lastricato di travertino, chiuso dal Palazzo dei Capitani e dalla chiesa di San Francesco; è il cuore della città delle cento torri e delle olive all'ascolana.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Vieni al tramonto, quando il travertino si accende di luce calda, e assaggia le olive all'ascolana fritte al momento in un cartoccio.",
      familyFriendly: true,
    },
    {
      name: "Colle dell'Infinito e Casa Leopardi",
      city: "Recanati",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "A Recanati si visitano la casa natale di Giacomo Leopardi, con la biblioteca di famiglia, e il colle che ispirò L'infinito, oggi giardino restaurato affacciato sulle colline fino ai Sibillini.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "La biblioteca di Casa Leopardi si visita con ingressi contingentati: prenota online e sali sul colle a fine giornata per il silenzio e la luce.",
      familyFriendly: true,
    },
    {
      name: "Rocca di Gradara",
      city: "Gradara",
      category: "Storia",
      interests: ["art"],
      description:
        "Borgo fortificato con una rocca malatestiana ben conservata, legata alla tragica storia di Paolo e Francesca narrata da Dante; dal camminamento delle mura si vede il mare di Gabicce.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Percorri il camminamento di ronda prima di entrare nella rocca e, d'estate, evita le ore centrali: le salite al sole sono impegnative.",
      familyFriendly: true,
    },
    {
      name: "Villa Imperiale di Pesaro",
      city: "Pesaro",
      category: "Arte e Cultura",
      interests: ["luxury", "art"],
      description:
        "Residenza degli Sforza e dei Della Rovere sul colle San Bartolo, con sale affrescate da Girolamo Genga, Raffaellino del Colle e Dosso Dossi e giardini pensili affacciati verso il mare; è tra le ville rinascimentali più raffinate d'Italia.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "È privata e si visita solo con visite guidate in date stabilite, soprattutto d'estate: informati presso l'ufficio turistico di Pesaro e prenota.",
      familyFriendly: false,
    },
    {
      name: "Sferisterio di Macerata",
      city: "Macerata",
      category: "Arte e Cultura",
      interests: ["luxury", "art"],
      description:
        "Grandiosa arena neoclassica dell'Ottocento, nata per il gioco del pallone col bracciale, che ogni estate ospita il Macerata Opera Festival con allestimenti sotto le stelle di grande suggestione.",
      suggestedTime: "una serata",
      bestTimeOfDay: "sera",
      tips: "Acquista i biglietti del festival in primavera e porta un cuscino e uno scialle: le serate all'aperto possono essere fresche.",
      familyFriendly: false,
    },
    {
      name: "Museo della Calzatura e distretto del Fermano",
      city: "Sant'Elpidio a Mare",
      category: "Shopping e Design",
      interests: ["luxury"],
      description:
        "Tra Fermo e Macerata si concentra uno dei principali distretti calzaturieri del made in Italy; a Sant'Elpidio a Mare il Museo della Calzatura Cav. Vincenzo Andolfi racconta scarpe storiche, artigiani e griffe del territorio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il museo ha aperture limitate e visite guidate: verifica gli orari presso l'ufficio turistico, poi cerca gli spacci aziendali della zona.",
      familyFriendly: true,
    },
    {
      name: "Santuario della Santa Casa",
      city: "Loreto",
      category: "Arte e Cultura",
      interests: ["wellness", "art"],
      description:
        "Uno dei santuari mariani più importanti del mondo cattolico custodisce la Santa Casa di Nazareth, avvolta da un rivestimento marmoreo progettato da Bramante; la basilica conserva affreschi di Melozzo da Forlì e Luca Signorelli.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "È richiesto un abbigliamento adeguato con spalle e ginocchia coperte; la mattina presto il santuario è più raccolto e silenzioso.",
      familyFriendly: true,
    },
    {
      name: "Monastero di Fonte Avellana",
      city: "Serra Sant'Abbondio",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Eremo camaldolese fondato alla fine del X secolo alle pendici del Monte Catria, citato da Dante nel canto XXI del Paradiso; conserva lo scriptorium romanico e offre ospitalità a chi cerca silenzio e ritiro.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Rispetta il silenzio della comunità monastica e, se vuoi fermarti a dormire, contatta la foresteria con largo anticipo.",
      familyFriendly: true,
    },
    {
      name: "Abbadia di Fiastra",
      city: "Tolentino",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Abbazia cistercense del XII secolo immersa nella Riserva naturale Abbadia di Fiastra, tra boschi, sentieri e campi; a poca distanza si trova il parco archeologico romano di Urbs Salvia con il suo anfiteatro.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Noleggia una bicicletta o percorri a piedi i sentieri della riserva, poi completa la giornata con l'anfiteatro di Urbisaglia.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Olive all'ascolana",
      description:
        "Olive verdi tenere farcite con un ripieno di carni miste, impanate e fritte: simbolo di Ascoli Piceno, con olive della varietà Ascolana tenera.",
    },
    {
      name: "Vincisgrassi",
      description:
        "Lasagna marchigiana ricca e sontuosa con ragù di carni miste, spesso con rigaglie di pollo, besciamella e parmigiano.",
    },
    {
      name: "Brodetto all'anconetana",
      description:
        "Zuppa di pesce dell'Adriatico preparata con molte varietà di pesce, pomodoro e aceto, da gustare con pane abbrustolito.",
    },
    {
      name: "Ciauscolo IGP",
      description:
        "Salame morbido e spalmabile dell'entroterra maceratese, a base di carne di maiale, aglio e finocchio selvatico.",
    },
    {
      name: "Crescia sfogliata",
      description:
        "Sfoglia tipica dell'Urbinate fatta con farina, uova e strutto, cotta su piastra e farcita con salumi, formaggi o erbe di campo.",
    },
    {
      name: "Maccheroncini di Campofilone IGP",
      description:
        "Pasta all'uovo sottilissima tagliata a mano, tradizione del Fermano, servita con ragù di carne o sughi di pesce.",
    },
    {
      name: "Stoccafisso all'anconetana",
      description:
        "Stoccafisso cotto a lungo in tegame con patate, pomodoro, olive e vino Verdicchio, piatto della tradizione marinara di Ancona.",
    },
  ],
  wines: [
    "Verdicchio dei Castelli di Jesi",
    "Conero Riserva DOCG",
    "Lacrima di Morro d'Alba",
    "Vernaccia di Serrapetrona",
    "Offida Pecorino",
    "Vino cotto",
  ],
  bestSeasons: ["primavera", "estate", "inizio autunno"],
  bestTime:
    "Da maggio a settembre si alternano mare del Conero e festival estivi, mentre primavera e autunno sono ideali per borghi, Sibillini e vendemmia tra il Verdicchio e il tartufo di Acqualagna.",
  howToGet:
    "L'aeroporto di Ancona-Falconara Raffaello Sanzio ha voli nazionali e internazionali, mentre Bologna e Pescara sono alternative comode. La ferrovia adriatica collega Pesaro, Ancona e San Benedetto del Tronto con Frecce e regionali, e la linea Ancona-Roma passa per Fabriano. In auto si percorrono l'A14 Adriatica e la superstrada Ancona-Perugia.",
  gettingAround:
    "L'auto è il mezzo più pratico per colline, borghi e parchi; lungo la costa i treni regionali sono frequenti e nell'entroterra i bus collegano i capoluoghi ma con corse ridotte nei festivi.",
  costs:
    "Le Marche sono una regione dal budget medio, più economica della Toscana vicina, con agriturismi e trattorie dai prezzi contenuti e picchi solo sulla Riviera del Conero in agosto.",
  practicalTips: [
    "Prenota con anticipo le Grotte di Frasassi e i traghetti per la Spiaggia delle Due Sorelle in alta stagione.",
    "Nel Parco dei Sibillini alcuni sentieri e strade possono essere ancora interessati dai lavori post-sisma del 2016: verifica le ordinanze del Parco.",
    "In agosto Portonovo e Sirolo sono molto frequentati: preferisci giugno e settembre per il Conero.",
    "Molti musei nei piccoli borghi aprono solo nei fine settimana fuori stagione: controlla gli orari presso gli uffici IAT.",
    "Per l'opera allo Sferisterio o il Rossini Opera Festival di Pesaro acquista i biglietti qualche mese prima.",
  ],
  curiosities: [
    "È l'unica regione italiana con un nome al plurale, eredità delle antiche marche di confine medievali.",
    "Giacomo Leopardi compose L'infinito nel 1819 ispirato dal colle alle spalle della casa di famiglia a Recanati.",
    "Fabriano produce carta dal Medioevo e vi si è sviluppata la tecnica della filigrana, raccontata dal Museo della Carta e della Filigrana.",
    "Pesaro è la città natale di Gioachino Rossini, nato nel 1792, e dal 1980 ospita il Rossini Opera Festival.",
    "Castelfidardo è la capitale mondiale della fisarmonica, con un museo internazionale dedicato allo strumento.",
    "Il centro storico di Urbino è patrimonio UNESCO dal 1998.",
  ],
};
