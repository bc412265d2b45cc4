import type { RegionKnowledge } from "../types";

export const umbria: RegionKnowledge = {
  name: "Umbria",
  slug: "umbria",
  capital: "Perugia",
  intro:
    "L'Umbria, il cuore verde d'Italia, è una regione di colline, boschi e borghi medievali arroccati, senza mare ma ricca di laghi, fiumi e cascate. Terra di San Francesco e San Benedetto, unisce spiritualità, arte di Giotto, Perugino e Signorelli e una cucina genuina fatta di tartufo nero, norcineria, legumi e olio extravergine.",
  places: [
    {
      name: "Basilica di San Francesco d'Assisi",
      city: "Assisi",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Basilica su due livelli che custodisce la tomba di San Francesco, patrimonio UNESCO. Le pareti sono coperte da affreschi di Cimabue, Simone Martini, Pietro Lorenzetti e dal ciclo delle Storie di San Francesco attribuito a Giotto.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Abbigliamento rispettoso e silenzio sono richiesti; al mattino presto la basilica è più raccolta e la luce illumina gli affreschi.",
      familyFriendly: true,
    },
    {
      name: "Eremo delle Carceri",
      city: "Assisi",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Eremo francescano immerso nei lecci del Monte Subasio, a pochi chilometri da Assisi, dove San Francesco si ritirava in preghiera. Un luogo di silenzio con piccole celle e sentieri nel bosco.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Si può salire a piedi da Porta Cappuccini in circa un'ora di cammino in salita; indossare scarpe comode e mantenere il silenzio.",
      familyFriendly: true,
    },
    {
      name: "Fontana Maggiore e Galleria Nazionale dell'Umbria",
      city: "Perugia",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "In Piazza IV Novembre la Fontana Maggiore di Nicola e Giovanni Pisano fronteggia il Palazzo dei Priori, sede della Galleria Nazionale dell'Umbria con opere di Perugino, Pinturicchio, Beato Angelico e Piero della Francesca.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Usare il Minimetrò o le scale mobili della Rocca Paolina per salire in centro senza l'auto; in autunno si svolge Eurochocolate.",
      familyFriendly: true,
    },
    {
      name: "Duomo di Orvieto",
      city: "Orvieto",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Capolavoro del gotico italiano iniziato nel 1290, con una facciata di mosaici e sculture. La Cappella di San Brizio conserva il Giudizio Universale affrescato da Luca Signorelli, che ispirò anche Michelangelo.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "La facciata risplende nella luce del tardo pomeriggio; un biglietto cumulativo comprende cappella e musei dell'Opera del Duomo.",
      familyFriendly: true,
    },
    {
      name: "Pozzo di San Patrizio",
      city: "Orvieto",
      category: "Storia",
      interests: ["art"],
      description:
        "Pozzo rinascimentale voluto da papa Clemente VII e progettato da Antonio da Sangallo il Giovane, con due rampe elicoidali indipendenti, una per scendere e una per salire, illuminate da finestre.",
      suggestedTime: "1 ora",
      bestTimeOfDay: "mattina",
      tips: "Sono oltre 240 gradini in discesa e altrettanti in salita: scarpe comode, e attenzione alla fatica con i bambini piccoli.",
      familyFriendly: true,
    },
    {
      name: "Cascata delle Marmore",
      city: "Terni",
      category: "Natura",
      interests: ["nature"],
      description:
        "Cascata artificiale creata dai Romani nel 271 a.C., con un salto complessivo di 165 metri in tre balzi, tra le più alte d'Europa. La portata è regolata dalla centrale idroelettrica secondo orari stabiliti.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Controllare il calendario delle aperture del flusso prima di partire e portare un k-way per il Balcone degli Innamorati.",
      familyFriendly: true,
    },
    {
      name: "Lago Trasimeno e Isola Maggiore",
      city: "Castiglione del Lago",
      category: "Natura",
      interests: ["nature", "wellness", "food"],
      description:
        "Il quarto lago d'Italia per superficie, dove Annibale sconfisse i Romani nel 217 a.C. L'Isola Maggiore, abitata da pescatori, è nota per il merletto, mentre Castiglione del Lago conserva la Rocca del Leone.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "I battelli per le isole partono da Passignano, Tuoro e Castiglione del Lago; assaggiare il tegamaccio di pesce di lago e la fagiolina.",
      familyFriendly: true,
    },
    {
      name: "Spoleto e il Ponte delle Torri",
      city: "Spoleto",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Città d'arte sede dal 1958 del Festival dei Due Mondi. Il Duomo conserva gli affreschi di Filippo Lippi e il Ponte delle Torri, imponente acquedotto medievale, collega la Rocca Albornoziana al Monteluco.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Tra giugno e luglio prenotare gli spettacoli del Festival; le scale mobili collegano i parcheggi alla parte alta della città.",
      familyFriendly: true,
    },
    {
      name: "Norcia",
      city: "Norcia",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Città natale di San Benedetto e capitale della norcineria, arte di lavorare la carne di maiale che ha dato il nome ai norcini. Le botteghe vendono prosciutto IGP, salumi e tartufo nero.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Norcia è ancora in ricostruzione dopo il terremoto del 2016: sostenerla acquistando nelle botteghe e visitare tra febbraio e marzo la mostra mercato del tartufo nero.",
      familyFriendly: true,
    },
    {
      name: "Castelluccio di Norcia e Piano Grande",
      city: "Norcia",
      category: "Natura",
      interests: ["nature", "food"],
      description:
        "Altopiano nel Parco Nazionale dei Monti Sibillini dove si coltiva la Lenticchia di Castelluccio IGP. Tra fine maggio e luglio la fioritura dipinge il Piano Grande di giallo, rosso, viola e azzurro.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Il picco della fioritura cambia ogni anno: informarsi prima di partire, arrivare presto e non calpestare i campi coltivati.",
      familyFriendly: true,
    },
    {
      name: "Montefalco",
      city: "Montefalco",
      category: "Enogastronomia",
      interests: ["food", "art", "luxury"],
      description:
        "Detto la ringhiera dell'Umbria per la vista sulla valle, è la patria del Sagrantino, rosso tannico DOCG. Nel Museo di San Francesco si ammirano gli affreschi di Benozzo Gozzoli sulla vita del santo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Prenotare una degustazione di Sagrantino secco e passito nelle cantine intorno al borgo; chi guida può scegliere i tour organizzati.",
      familyFriendly: false,
    },
    {
      name: "Gubbio",
      city: "Gubbio",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Città medievale in pietra dominata dal Palazzo dei Consoli. Il 15 maggio si corre la Corsa dei Ceri verso la Basilica di Sant'Ubaldo, raggiungibile anche con la caratteristica funivia a cestelli del Colle Eletto.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "A dicembre le luci sul Monte Ingino formano l'albero di Natale più grande del mondo: il colpo d'occhio migliore è dalla città bassa.",
      familyFriendly: true,
    },
    {
      name: "Deruta e la ceramica",
      city: "Deruta",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Borgo celebre dal Medioevo per la maiolica dipinta a mano, con decine di botteghe artigiane lungo le strade. Il Museo Regionale della Ceramica racconta secoli di produzione e stili decorativi.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Molte botteghe spediscono i pezzi a domicilio anche all'estero; chiedere di vedere i decoratori al lavoro.",
      familyFriendly: true,
    },
    {
      name: "Todi",
      city: "Todi",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Elegante borgo su un colle sopra la valle del Tevere, con Piazza del Popolo tra le più belle piazze medievali d'Italia. Fuori dalle mura sorge il Tempio di Santa Maria della Consolazione, capolavoro rinascimentale.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Parcheggiare a Porta Orvietana e salire con gli impianti di risalita; la vista migliore sul Tempio della Consolazione è dai giardini della Rocca.",
      familyFriendly: true,
    },
    {
      name: "Fonti del Clitunno",
      city: "Campello sul Clitunno",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Sorgenti dalle acque limpidissime che formano un piccolo lago tra salici e pioppi, cantate da Virgilio, Plinio e Carducci. Poco distante si trova il Tempietto del Clitunno, parte del sito UNESCO dei Longobardi.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Visitarle al mattino, quando c'è più silenzio, e abbinarle al Tempietto e alla vicina Trevi, città dell'olio.",
      familyFriendly: true,
    },
    {
      name: "Spello",
      city: "Spello",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Borgo in pietra rosata alle pendici del Subasio, famoso per le Infiorate del Corpus Domini. In Santa Maria Maggiore la Cappella Baglioni conserva gli affreschi di Pinturicchio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Per le Infiorate arrivare la notte prima per vedere gli infioratori al lavoro; in autunno assaggiare l'olio nuovo nei frantoi.",
      familyFriendly: true,
    },
    {
      name: "Solomeo",
      city: "Corciano",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Piccolo borgo medievale restaurato dall'imprenditore del cashmere Brunello Cucinelli, con un teatro, una biblioteca e un Foro delle Arti. È simbolo del distretto umbro della maglieria di alta gamma.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Passeggiare nel borgo e nel parco agrario sottostante; la zona è ideale per abbinare una giornata di shopping nel distretto del cashmere.",
      familyFriendly: true,
    },
    {
      name: "Collezione Burri",
      city: "Città di Castello",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Alberto Burri, nato a Città di Castello, ha lasciato alla sua città due sedi espositive: Palazzo Albizzini e gli Ex Seccatoi del Tabacco, enormi capannoni industriali che ospitano i grandi cicli pittorici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visitare entrambe le sedi con il biglietto cumulativo; gli Ex Seccatoi sono fuori dal centro e si raggiungono comodamente in auto.",
      familyFriendly: true,
    },
    {
      name: "Narni Sotterranea",
      city: "Narni",
      category: "Storia",
      interests: ["art"],
      description:
        "Percorso sotterraneo sotto l'ex convento di San Domenico, con una chiesa affrescata e una cella del tribunale dell'Inquisizione dove restano i graffiti dei prigionieri. Narni è vicina al centro geografico d'Italia.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Le visite sono guidate e a orari prestabiliti: prenotare nei weekend e abbinare la visita al vicino Ponte di Augusto.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Strangozzi al tartufo nero",
      description:
        "Pasta lunga di acqua e farina tipica di Spoleto e Foligno, condita con olio e tartufo nero di Norcia.",
    },
    {
      name: "Porchetta",
      description:
        "Maiale intero disossato, aromatizzato con finocchio selvatico, aglio e pepe e cotto al forno.",
    },
    {
      name: "Torta al testo",
      description:
        "Focaccia bassa cotta su un disco di pietra o ghisa, farcita con salumi, formaggi o verdure ripassate.",
    },
    {
      name: "Lenticchia di Castelluccio IGP",
      description:
        "Lenticchia piccola e saporita dell'altopiano di Castelluccio, che non richiede ammollo, ottima in zuppa.",
    },
    {
      name: "Prosciutto di Norcia IGP",
      description:
        "Prosciutto crudo dal gusto sapido e deciso, stagionato nell'aria di montagna della Valnerina.",
    },
    {
      name: "Palombaccio alla ghiotta",
      description:
        "Colombaccio cotto allo spiedo e bagnato con una salsa di vino, olive e aromi raccolta nella ghiotta.",
    },
    {
      name: "Tartufo nero di Norcia",
      description:
        "Tartufo nero pregiato della Valnerina, protagonista di primi piatti, frittate e crostini.",
    },
    {
      name: "Olio extravergine di oliva Umbria DOP",
      description:
        "Olio dal gusto fruttato e leggermente piccante, prodotto soprattutto tra Trevi, Spello e Assisi.",
    },
  ],
  wines: [
    "Sagrantino di Montefalco",
    "Orvieto Classico",
    "Torgiano Rosso Riserva",
    "Grechetto",
    "Trebbiano Spoletino",
  ],
  bestSeasons: ["primavera", "autunno"],
  bestTime:
    "Primavera e autunno sono ideali per borghi e colline, con fioriture a Castelluccio tra maggio e luglio e, in autunno, vendemmia, olio nuovo e tartufo.",
  howToGet:
    "L'aeroporto internazionale dell'Umbria a Perugia è dedicato a San Francesco d'Assisi, ma sono comodi anche Roma Fiumicino e Firenze. Orvieto si trova sulla linea ferroviaria Firenze-Roma, mentre Foligno, Terni e Spoleto sono sulla Roma-Ancona. In auto si arriva dall'autostrada A1, con il raccordo Perugia-Bettolle e la superstrada E45.",
  gettingAround:
    "L'auto è il modo più pratico per girare tra borghi e campagne; treni regionali e autobus collegano le città principali, spesso con scale mobili o ascensori per salire nei centri storici.",
  costs:
    "Costi medi e generalmente più contenuti rispetto alla vicina Toscana, con agriturismi e ristoranti dall'ottimo rapporto qualità-prezzo.",
  practicalTips: [
    "Molti borghi hanno centri storici in salita: scarpe comode e parcheggi fuori dalle mura con scale mobili o ascensori.",
    "Nei luoghi francescani e nelle chiese è richiesto un abbigliamento adeguato e il rispetto del silenzio.",
    "Per la fioritura di Castelluccio evitare i weekend di punta e arrivare al mattino presto.",
    "Le cantine di Montefalco e Torgiano vanno prenotate in anticipo, soprattutto in autunno.",
    "L'Umbria è ideale per il turismo lento: molti cammini, come la Via di Francesco, attraversano la regione.",
  ],
  curiosities: [
    "È l'unica regione italiana che non confina né con il mare né con uno Stato estero.",
    "La Cascata delle Marmore fu creata dai Romani per far defluire le acque del Velino nel fiume Nera.",
    "Sul Monte Ingino, a Gubbio, viene acceso ogni anno l'albero di Natale più grande del mondo, entrato nel Guinness dei primati.",
    "San Francesco d'Assisi è il patrono d'Italia insieme a Santa Caterina da Siena.",
    "Perugia ospita ogni anno Umbria Jazz, uno dei festival jazz più importanti d'Europa.",
  ],
};
