import type { RegionKnowledge } from "../types";

export const trentinoAltoAdige: RegionKnowledge = {
  name: "Trentino-Alto Adige",
  slug: "trentino-alto-adige",
  capital: "Trento",
  intro:
    "Il Trentino-Alto Adige è la regione delle Dolomiti, patrimonio UNESCO, formata dalle due province autonome di Trento e Bolzano. Qui convivono culture italiana, tedesca e ladina, tra masi, castelli, laghi alpini e vigneti, con un'offerta di benessere e di turismo sostenibile tra le più curate d'Europa.",
  places: [
    {
      name: "Alpe di Siusi",
      city: "Castelrotto",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Il più vasto alpeggio d'alta quota d'Europa, un altopiano di prati e baite ai piedi dello Sciliar e del Sassolungo. D'estate è perfetto per passeggiate facili, d'inverno per sci di fondo e ciaspole.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Durante il giorno la strada è chiusa al traffico privato in alta stagione: salire con la cabinovia da Siusi allo Sciliar.",
      familyFriendly: true,
    },
    {
      name: "Lago di Braies",
      city: "Braies",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Lago alpino dalle acque verde smeraldo ai piedi della Croda del Becco, nel Parco naturale Fanes-Senes-Braies. Un sentiero pianeggiante ne fa il giro in circa un'ora e le barche a remi in legno sono iconiche.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "In alta stagione l'accesso in auto è regolamentato e su prenotazione: arrivare all'alba o usare i bus di linea dalla Val Pusteria.",
      familyFriendly: true,
    },
    {
      name: "Val di Funes",
      city: "Funes",
      category: "Natura",
      interests: ["nature", "art"],
      description:
        "Valle silenziosa dominata dalle guglie delle Odle, dove è cresciuto Reinhold Messner. La chiesetta di San Giovanni in Ranui, isolata tra i prati davanti alle montagne, è una delle immagini più celebri delle Dolomiti.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "La luce più bella sulle Odle è nel tardo pomeriggio; rispettare le recinzioni dei prati privati intorno alla chiesetta.",
      familyFriendly: true,
    },
    {
      name: "Museo Archeologico dell'Alto Adige",
      city: "Bolzano",
      category: "Storia",
      interests: ["art"],
      description:
        "Il museo custodisce Ötzi, l'uomo venuto dal ghiaccio, mummia di circa 5.300 anni fa ritrovata nel 1991 sul ghiacciaio del Similaun, insieme al suo abbigliamento, alle armi e agli attrezzi originali.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Nei mesi estivi e nei giorni di pioggia le code sono lunghe: acquistare il biglietto online o arrivare all'apertura.",
      familyFriendly: true,
    },
    {
      name: "Piazza delle Erbe",
      city: "Bolzano",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Storico mercato all'aperto nel centro di Bolzano, con banchi di frutta, verdura, speck, formaggi e pane di segale, accanto alla fontana del Nettuno e ai portici medievali di Via dei Portici.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Il mercato è aperto dal lunedì al sabato: la mattina è il momento migliore per fare una merenda con speck e pane nero.",
      familyFriendly: true,
    },
    {
      name: "Terme Merano",
      city: "Merano",
      category: "Benessere",
      interests: ["wellness", "luxury"],
      description:
        "Complesso termale nel centro di Merano progettato da Matteo Thun, con numerose piscine interne ed esterne, saune e un parco. Merano è da oltre un secolo una rinomata città di cura dal clima mite.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Dopo le terme passeggiare lungo il Passirio e sulla Passeggiata Tappeiner, tra palme e vista sulla città.",
      familyFriendly: true,
    },
    {
      name: "Giardini di Castel Trauttmansdorff",
      city: "Merano",
      category: "Natura",
      interests: ["nature", "wellness", "luxury"],
      description:
        "Giardini botanici disposti ad anfiteatro attorno al castello dove soggiornò l'imperatrice Sissi, con piante da tutto il mondo, padiglioni artistici e belvedere. Nel castello ha sede il Touriseum, museo del turismo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "I giardini sono aperti da primavera a metà novembre; aprile e maggio sono i mesi della grande fioritura dei tulipani.",
      familyFriendly: true,
    },
    {
      name: "Castello del Buonconsiglio",
      city: "Trento",
      category: "Storia",
      interests: ["art"],
      description:
        "Residenza dei principi vescovi di Trento, è il più vasto complesso monumentale della regione. Nella Torre Aquila si conserva il Ciclo dei Mesi, affresco gotico di inizio Quattrocento con scene di vita cortese e contadina.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "La Torre Aquila si visita con accesso limitato: chiedere orari e disponibilità alla biglietteria appena arrivati.",
      familyFriendly: true,
    },
    {
      name: "MUSE - Museo delle Scienze",
      city: "Trento",
      category: "Arte e Cultura",
      interests: ["nature", "art"],
      description:
        "Museo progettato da Renzo Piano e inaugurato nel 2013 nel quartiere Le Albere, dedicato alle Alpi, alla biodiversità e alla sostenibilità, con una serra tropicale e molti exhibit interattivi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Ideale con i bambini e nei giorni di pioggia; la terrazza in cima offre una bella vista sulla città e sulle montagne.",
      familyFriendly: true,
    },
    {
      name: "Mart Rovereto",
      city: "Rovereto",
      category: "Arte e Cultura",
      interests: ["art", "luxury"],
      description:
        "Museo di arte moderna e contemporanea progettato da Mario Botta, con una grande piazza coperta da cupola in vetro. Le collezioni spaziano dal Futurismo a oggi; in città si visita anche la Casa d'Arte Futurista Depero.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Unire la visita alla Campana dei Caduti, che ogni sera suona cento rintocchi in memoria dei caduti di tutte le guerre.",
      familyFriendly: true,
    },
    {
      name: "Riva del Garda e Arco",
      city: "Riva del Garda",
      category: "Natura",
      interests: ["nature", "wellness", "luxury"],
      description:
        "All'estremità settentrionale del Lago di Garda, i venti regolari attirano velisti e surfisti. La vicina Arco, antica stazione climatica asburgica, è oggi una capitale dell'arrampicata, dominata dal suo castello.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Al mattino soffia il Pelèr da nord e nel pomeriggio l'Ora da sud: per vela e windsurf informarsi presso i centri locali.",
      familyFriendly: true,
    },
    {
      name: "Lago di Tovel",
      city: "Ville d'Anaunia",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Lago alpino nel Parco Naturale Adamello Brenta, circondato da boschi e dalle Dolomiti di Brenta. Fino al 1964 le sue acque si tingevano di rosso in estate per la fioritura di una microalga.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "D'estate la strada verso il lago può essere regolamentata con parcheggi a pagamento e navette: partire presto.",
      familyFriendly: true,
    },
    {
      name: "Madonna di Campiglio",
      city: "Madonna di Campiglio",
      category: "Natura",
      interests: ["luxury", "nature"],
      description:
        "Elegante stazione alpina tra Dolomiti di Brenta e Adamello, frequentata alla fine dell'Ottocento da Francesco Giuseppe e dall'imperatrice Sissi. Oggi è tra le località sciistiche più esclusive delle Alpi.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "A Carnevale si svolge la rievocazione asburgica in costume; d'estate partono da qui sentieri verso rifugi e laghi alpini.",
      familyFriendly: true,
    },
    {
      name: "Strada del Vino dell'Alto Adige",
      city: "Caldaro e Termeno",
      category: "Enogastronomia",
      interests: ["food", "nature"],
      description:
        "Percorso tra vigneti e borghi dell'Oltradige e della Bassa Atesina. Termeno è la patria del Gewürztraminer e il vicino Lago di Caldaro è considerato uno dei laghi balneabili più caldi delle Alpi.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il periodo migliore è l'autunno, con la vendemmia e il Törggelen, la tradizione di assaggiare vino nuovo e castagne nei masi.",
      familyFriendly: false,
    },
    {
      name: "Abbazia di Novacella",
      city: "Varna",
      category: "Benessere",
      interests: ["wellness", "art", "food"],
      description:
        "Monastero dei Canonici Regolari di Sant'Agostino fondato nel 1142 vicino a Bressanone, con una biblioteca barocca, un chiostro gotico affrescato e una cantina nota per i bianchi della Valle Isarco.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Le parti interne si visitano con le visite guidate a orari fissi; concludere con una degustazione di Sylvaner o Kerner.",
      familyFriendly: true,
    },
    {
      name: "Santuario di San Romedio",
      city: "Sanzeno",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Santuario formato da più chiese sovrapposte su uno sperone di roccia in Val di Non, raggiungibile a piedi con un suggestivo sentiero nella gola. Una lunga scalinata sale fino alla cappella più antica.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Il sentiero che parte da Sanzeno lungo la forra richiede circa un'ora: più suggestivo che salire in auto fino al parcheggio.",
      familyFriendly: true,
    },
    {
      name: "Lago di Resia",
      city: "Curon Venosta",
      category: "Natura",
      interests: ["nature"],
      description:
        "Lago artificiale dell'alta Val Venosta da cui emerge il campanile trecentesco del vecchio paese di Curon, sommerso nel 1950 dalla costruzione della diga. D'inverno il lago ghiacciato diventa un paesaggio surreale.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Unire la sosta a un giro in bicicletta sulla ciclabile della Val Venosta, che scende verso Merano quasi sempre in leggera discesa.",
      familyFriendly: true,
    },
    {
      name: "Levico Terme",
      city: "Levico Terme",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Località termale della Valsugana nota per le acque arsenicali-ferruginose, con un grande parco storico e l'omonimo lago dalle acque pulite. Dall'epoca asburgica è meta di soggiorni di cura.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Le cure termali sono stagionali: verificare i periodi di apertura e fare un bagno nel lago, dotato di spiagge attrezzate.",
      familyFriendly: true,
    },
    {
      name: "Ortisei e la Val Gardena",
      city: "Ortisei",
      category: "Arte e Cultura",
      interests: ["art", "nature", "luxury"],
      description:
        "Capoluogo della Val Gardena, valle ladina celebre per la tradizione della scultura in legno e per gli impianti verso il Seceda e l'Alpe di Siusi. Il centro pedonale unisce botteghe artigiane e negozi eleganti.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Salire al Seceda con la funivia al mattino presto per la vista sulle Odle; per un souvenir, chiedere sempre se la scultura è intagliata a mano.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Canederli",
      description:
        "Grossi gnocchi di pane raffermo con speck o formaggio, serviti in brodo o asciutti con burro fuso.",
    },
    {
      name: "Speck Alto Adige IGP",
      description:
        "Coscia di maiale leggermente affumicata e stagionata, dal profumo di spezie e legno di faggio.",
    },
    {
      name: "Strudel di mele",
      description:
        "Sfoglia sottile arrotolata con mele, uvetta, pinoli e cannella, spesso servita con panna o crema.",
    },
    {
      name: "Schlutzkrapfen",
      description:
        "Mezzelune di pasta di segale ripiene di spinaci e ricotta, condite con burro fuso e formaggio.",
    },
    {
      name: "Strangolapreti",
      description:
        "Gnocchi trentini di pane e spinaci conditi con burro fuso, salvia e formaggio grattugiato.",
    },
    {
      name: "Carne salada",
      description:
        "Fesa di manzo marinata con sale e aromi, tipica del Garda trentino, servita cruda a fette o scottata.",
    },
    {
      name: "Kaiserschmarrn",
      description:
        "Frittata dolce sminuzzata e caramellata, servita con zucchero a velo e marmellata di mirtilli rossi.",
    },
    {
      name: "Mela Val di Non DOP",
      description:
        "Mele croccanti coltivate nelle valli di Non e di Sole, nelle varietà Golden, Renetta e Red Delicious.",
    },
  ],
  wines: ["Trentodoc", "Teroldego Rotaliano", "Gewürztraminer", "Lagrein", "Schiava", "Müller-Thurgau"],
  bestSeasons: ["estate", "inverno", "autunno"],
  bestTime:
    "Da giugno a settembre per escursioni e laghi, da dicembre a marzo per lo sci sulle Dolomiti, mentre l'autunno regala vendemmia, foliage e il Törggelen.",
  howToGet:
    "Gli aeroporti più comodi sono Verona Villafranca, Innsbruck e Milano Bergamo, con collegamenti in bus e treno verso Trento e Bolzano. La ferrovia del Brennero collega Verona, Trento, Bolzano e Bressanone con treni ad alta velocità da Roma e Milano. L'autostrada A22 del Brennero attraversa tutta la regione.",
  gettingAround:
    "La rete di treni e autobus è efficiente e molte strutture offrono carte ospite con trasporti inclusi; per le valli laterali l'auto è comoda, ma in quota funivie e cabinovie sono spesso la scelta migliore.",
  costs:
    "Costi medio-alti nelle località sciistiche e nei resort benessere, soprattutto in inverno; agriturismi e masi offrono soluzioni più accessibili con ottima qualità.",
  practicalTips: [
    "Molti passi dolomitici hanno accessi regolamentati o a pagamento in estate: verificare prima di partire.",
    "In Alto Adige la segnaletica è bilingue: i nomi tedeschi aiutano a orientarsi con le mappe.",
    "In montagna il tempo cambia rapidamente: vestirsi a strati e partire presto per le escursioni.",
    "Nei rifugi e nei masi si cena presto, spesso tra le 18 e le 19.",
    "In inverno sono obbligatori pneumatici da neve o catene a bordo su molte strade.",
  ],
  curiosities: [
    "In Alto Adige si parlano tre lingue ufficiali: italiano, tedesco e ladino.",
    "Il Concilio di Trento, tra il 1545 e il 1563, ha segnato la storia della Chiesa e della Controriforma.",
    "Ötzi, la mummia del Similaun, è vissuta circa 5.300 anni fa ed è una delle più antiche mummie naturali d'Europa.",
    "Le Dolomiti sono patrimonio UNESCO dal 2009 e devono il nome al geologo francese Déodat de Dolomieu.",
    "A Rovereto la Campana dei Caduti, chiamata Maria Dolens, è fusa anche con il bronzo dei cannoni della Grande Guerra.",
  ],
};
