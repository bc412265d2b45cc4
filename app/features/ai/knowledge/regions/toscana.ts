import type { RegionKnowledge } from "../types";

export const toscana: RegionKnowledge = {
  name: "Toscana",
  slug: "toscana",
  capital: "Firenze",
  intro:
    "La Toscana è la culla del Rinascimento e della lingua italiana, con Firenze, Siena, Pisa e Lucca tra le città d'arte più amate al mondo. Colline di cipressi e vigneti, borghi medievali, terme naturali, la costa della Versilia e le isole dell'Arcipelago Toscano completano un paesaggio divenuto simbolo dell'Italia.",
  places: [
    {
      name: "Galleria degli Uffizi",
      city: "Firenze",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Uno dei musei più importanti al mondo, nel palazzo progettato da Giorgio Vasari, con capolavori di Giotto, Botticelli, Leonardo, Michelangelo, Raffaello e Caravaggio, tra cui la Nascita di Venere e la Primavera.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Prenotare sul sito ufficiale con orario d'ingresso, scegliere la prima fascia del mattino e verificare il giorno di chiusura settimanale.",
      familyFriendly: true,
    },
    {
      name: "Cupola del Brunelleschi",
      city: "Firenze",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Capolavoro di ingegneria costruito da Filippo Brunelleschi tra il 1420 e il 1436 sulla Cattedrale di Santa Maria del Fiore. Si sale per oltre 400 gradini tra le due calotte, vicino agli affreschi del Giudizio Universale.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "La salita richiede la prenotazione dell'orario con il biglietto del complesso del Duomo; sconsigliata a chi soffre di claustrofobia.",
      familyFriendly: false,
    },
    {
      name: "Galleria dell'Accademia",
      city: "Firenze",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Museo che custodisce il David di Michelangelo, scolpito tra il 1501 e il 1504 e qui trasferito nel 1873, insieme ai Prigioni incompiuti e a una collezione di strumenti musicali storici.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Senza prenotazione la coda può durare ore: acquistare il biglietto online e puntare al tardo pomeriggio.",
      familyFriendly: true,
    },
    {
      name: "Ponte Vecchio e Via de' Tornabuoni",
      city: "Firenze",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "Sul Ponte Vecchio le botteghe degli orafi si affacciano sull'Arno dalla fine del Cinquecento, mentre Via de' Tornabuoni è la strada dell'alta moda, con palazzi rinascimentali e il Museo Salvatore Ferragamo.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Attraversare il ponte al tramonto e proseguire nell'Oltrarno, quartiere delle botteghe artigiane di pelle, cornici e restauro.",
      familyFriendly: true,
    },
    {
      name: "Mercato Centrale di San Lorenzo",
      city: "Firenze",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "Mercato coperto in ferro e vetro inaugurato nel 1874, con banchi di carni, formaggi, salumi e verdure al piano terra. È il posto giusto per assaggiare il panino con il lampredotto, street food fiorentino.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "I banchi storici del piano terra sono aperti soprattutto la mattina; il piano superiore con i punti ristoro resta aperto fino a sera.",
      familyFriendly: true,
    },
    {
      name: "Giardino di Boboli",
      city: "Firenze",
      category: "Natura",
      interests: ["nature", "art", "wellness"],
      description:
        "Il giardino dei Medici alle spalle di Palazzo Pitti, modello del giardino all'italiana, con statue, fontane, viali di cipressi e la Grotta del Buontalenti. Dalle terrazze si gode una vista ampia sulla città.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Il giardino è in salita: scarpe comode e acqua in estate; salire verso il Giardino del Cavaliere per il panorama sulle colline.",
      familyFriendly: true,
    },
    {
      name: "Piazza del Campo e Palazzo Pubblico",
      city: "Siena",
      category: "Storia",
      interests: ["art"],
      description:
        "La piazza a forma di conchiglia, teatro del Palio il 2 luglio e il 16 agosto, è dominata dal Palazzo Pubblico e dalla Torre del Mangia. Nel palazzo si ammira l'Allegoria del Buon Governo di Ambrogio Lorenzetti.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Salire sulla Torre del Mangia nelle prime ore, poi visitare il Duomo con il suo pavimento a intarsi marmorei.",
      familyFriendly: true,
    },
    {
      name: "Pienza",
      city: "Pienza",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "La città ideale del Rinascimento voluta da papa Pio II e realizzata da Bernardo Rossellino, patrimonio UNESCO nel cuore della Val d'Orcia. È celebre per il pecorino e per le viste sulle colline.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare il pecorino a diverse stagionature e passeggiare su Via dell'Amore e Via del Bacio al tramonto.",
      familyFriendly: true,
    },
    {
      name: "Bagno Vignoni",
      city: "San Quirico d'Orcia",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Minuscolo borgo della Val d'Orcia con al posto della piazza una grande vasca termale di origine medievale, da cui sale il vapore dell'acqua calda. Sotto il paese, nel Parco dei Mulini, l'acqua scorre in canali e cascatelle.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Nella vasca della piazza non si fa il bagno: per immergersi ci sono gli stabilimenti termali del paese, meglio su prenotazione.",
      familyFriendly: true,
    },
    {
      name: "Chianti Classico",
      city: "Greve in Chianti",
      category: "Enogastronomia",
      interests: ["food", "nature", "luxury"],
      description:
        "Le colline tra Firenze e Siena, simbolo del Gallo Nero, con vigneti, castelli, pievi e borghi come Greve, Castellina, Radda e Gaiole. La Strada Chiantigiana attraversa uno dei paesaggi agrari più celebri d'Italia.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Prenotare le degustazioni nelle cantine e scegliere un autista o un tour organizzato; a settembre si svolge la festa del vino di Greve.",
      familyFriendly: false,
    },
    {
      name: "San Gimignano",
      city: "San Gimignano",
      category: "Storia",
      interests: ["art", "food"],
      description:
        "Borgo medievale patrimonio UNESCO noto come la Manhattan del Medioevo per le sue torri, oggi una quindicina. È la patria della Vernaccia di San Gimignano e conserva affreschi di Ghirlandaio nella Collegiata.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Arrivare nel tardo pomeriggio, quando i gruppi se ne vanno, e salire sulla Torre Grossa per il tramonto sulle colline.",
      familyFriendly: true,
    },
    {
      name: "Montalcino",
      city: "Montalcino",
      category: "Enogastronomia",
      interests: ["food", "luxury"],
      description:
        "Borgo collinare dominato da una fortezza trecentesca, patria del Brunello di Montalcino, rosso da uve Sangiovese tra i più prestigiosi al mondo. Intorno si estendono vigneti e tenute storiche.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Assaggiare il Brunello nell'enoteca della Fortezza e prenotare le visite alle cantine, soprattutto in autunno.",
      familyFriendly: false,
    },
    {
      name: "Abbazia di Sant'Antimo",
      city: "Montalcino",
      category: "Benessere",
      interests: ["wellness", "art"],
      description:
        "Abbazia romanica del XII secolo in travertino chiaro, isolata tra ulivi e cipressi in una valle vicino a Castelnuovo dell'Abate. La tradizione ne lega la fondazione a Carlo Magno.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Visitarla in silenzio e con abbigliamento adeguato; la luce radente del tardo pomeriggio esalta il colore della pietra.",
      familyFriendly: true,
    },
    {
      name: "Abbazia di San Galgano",
      city: "Chiusdino",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Grande abbazia cistercense gotica rimasta senza tetto, con le navate aperte sul cielo. Sulla collina vicina, nella Rotonda di Montesiepi, si trova la spada nella roccia di San Galgano.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "La luce migliore è al tramonto; in estate l'abbazia ospita concerti e spettacoli serali.",
      familyFriendly: true,
    },
    {
      name: "Piazza dei Miracoli",
      city: "Pisa",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Il complesso monumentale patrimonio UNESCO riunisce Duomo, Battistero, Camposanto e la Torre pendente, campanile inclinato per il cedimento del terreno già durante la costruzione.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La salita sulla Torre avviene a orari fissi e in gruppi limitati: prenotare online; i bambini sotto gli 8 anni non sono ammessi.",
      familyFriendly: true,
    },
    {
      name: "Mura di Lucca",
      city: "Lucca",
      category: "Storia",
      interests: ["nature", "art", "wellness"],
      description:
        "Le mura rinascimentali di Lucca, lunghe oltre quattro chilometri e intatte, sono un parco alberato da percorrere a piedi o in bicicletta. Dentro, la Piazza dell'Anfiteatro e la città di Giacomo Puccini.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Noleggiare una bicicletta per il giro delle mura, perfetto anche con i bambini; a fine ottobre la città ospita Lucca Comics and Games.",
      familyFriendly: true,
    },
    {
      name: "Cascate del Mulino",
      city: "Saturnia",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Vasche naturali di travertino in cui scorre l'acqua sulfurea delle terme di Saturnia, a circa 37 gradi, liberamente accessibili in ogni momento dell'anno in un paesaggio della Maremma.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Andare all'alba o in bassa stagione per evitare la folla; l'acqua sulfurea rovina argento e bigiotteria, meglio toglierli.",
      familyFriendly: true,
    },
    {
      name: "Isola d'Elba",
      city: "Portoferraio",
      category: "Mare",
      interests: ["nature", "art"],
      description:
        "La più grande isola dell'Arcipelago Toscano, con spiagge, calette e sentieri sul Monte Capanne. Napoleone vi trascorse l'esilio nel 1814-1815 e le sue residenze sono visitabili a Portoferraio.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "I traghetti partono da Piombino in circa un'ora: in agosto prenotare l'auto a bordo con largo anticipo.",
      familyFriendly: true,
    },
    {
      name: "Forte dei Marmi",
      city: "Forte dei Marmi",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Località simbolo della Versilia elegante, con ville immerse nel verde, stabilimenti balneari curati e boutique, davanti alle Alpi Apuane. Il mercato settimanale del mercoledì è un'istituzione.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Muoversi in bicicletta, come fanno i residenti; d'estate prenotare ombrellone e ristoranti con molto anticipo.",
      familyFriendly: true,
    },
    {
      name: "Cave di marmo di Carrara e Colonnata",
      city: "Carrara",
      category: "Natura",
      interests: ["nature", "food"],
      description:
        "Le cave delle Alpi Apuane forniscono da duemila anni il marmo bianco usato da Michelangelo. Nel borgo di Colonnata si stagiona il celebre lardo IGP in conche di marmo.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Le visite alle cave si fanno con tour guidati in fuoristrada o in galleria; indossare scarpe chiuse e abiti che possono sporcarsi.",
      familyFriendly: true,
    },
    {
      name: "Porto Ercole e Monte Argentario",
      city: "Monte Argentario",
      category: "Mare",
      interests: ["luxury", "nature"],
      description:
        "Il promontorio dell'Argentario, con i porti di Porto Santo Stefano e Porto Ercole, è meta di yacht e ville esclusive. Una strada panoramica costeggia calette e fortezze spagnole affacciate sul mare.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Raggiungere le calette più belle in barca; da Porto Santo Stefano partono i traghetti per l'Isola del Giglio.",
      familyFriendly: true,
    },
    {
      name: "Montecatini Terme",
      city: "Montecatini Terme",
      category: "Benessere",
      interests: ["wellness", "luxury", "art"],
      description:
        "Elegante città termale della Valdinievole, dal 2021 nel sito UNESCO delle Grandi città termali d'Europa, con stabilimenti storici come il Tettuccio e viali Liberty. Una funicolare sale a Montecatini Alto.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Salire con la storica funicolare a Montecatini Alto per l'aperitivo in piazza al tramonto; verificare gli stabilimenti aperti.",
      familyFriendly: true,
    },
    {
      name: "Parco Naturale della Maremma",
      city: "Alberese",
      category: "Natura",
      interests: ["nature"],
      description:
        "Area protetta tra i Monti dell'Uccellina e il mare, con pinete, paludi, torri costiere e la spiaggia selvaggia di Marina di Alberese. Vi pascolano vacche maremmane e cavalli seguiti dai butteri.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "mattina",
      tips: "Alcuni itinerari sono accessibili solo in determinati periodi o con guida: informarsi al centro visite di Alberese e portare acqua.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Bistecca alla fiorentina",
      description:
        "Alta bistecca di manzo con l'osso, cotta sulla brace e servita al sangue, condita solo con sale e olio.",
    },
    {
      name: "Ribollita",
      description:
        "Zuppa contadina di pane toscano, cavolo nero, fagioli e verdure, ribollita il giorno dopo.",
    },
    {
      name: "Pappa al pomodoro",
      description: "Zuppa densa di pane raffermo, pomodoro, aglio, basilico e olio extravergine.",
    },
    {
      name: "Pici all'aglione",
      description:
        "Spaghettoni tirati a mano tipici del senese, conditi con sugo di pomodoro e aglione della Valdichiana.",
    },
    {
      name: "Lampredotto",
      description:
        "Abomaso bovino cotto nel brodo aromatico, servito nel panino con salsa verde: lo street food fiorentino.",
    },
    {
      name: "Cacciucco alla livornese",
      description:
        "Zuppa di pesci e molluschi in umido di pomodoro, servita su fette di pane abbrustolito all'aglio.",
    },
    {
      name: "Cantucci e Vin Santo",
      description: "Biscotti secchi alle mandorle da intingere nel Vin Santo, passito tradizionale toscano.",
    },
    {
      name: "Panforte di Siena",
      description: "Dolce natalizio denso di frutta candita, mandorle, miele e spezie, di origine medievale.",
    },
    {
      name: "Pecorino Toscano DOP",
      description: "Formaggio di latte di pecora, fresco o stagionato, ottimo con miele e marmellate.",
    },
  ],
  wines: [
    "Chianti Classico",
    "Brunello di Montalcino",
    "Vino Nobile di Montepulciano",
    "Vernaccia di San Gimignano",
    "Bolgheri",
    "Vin Santo del Chianti",
  ],
  bestSeasons: ["primavera", "autunno"],
  bestTime:
    "Aprile, maggio, settembre e ottobre offrono clima mite, colline verdi o dorate e vendemmia, con meno folla rispetto all'estate, ideale invece per Versilia e isole.",
  howToGet:
    "Gli aeroporti principali sono Firenze Peretola e Pisa Galileo Galilei, collegato alla stazione dal Pisa Mover. Firenze Santa Maria Novella è servita dall'alta velocità su Milano, Bologna e Roma. Le autostrade A1, A11 e A12 e la superstrada Firenze-Pisa-Livorno collegano la regione; per l'Elba i traghetti partono da Piombino.",
  gettingAround:
    "Il treno regionale collega bene Firenze, Pisa, Lucca, Arezzo e Siena; per Chianti, Val d'Orcia e Maremma l'auto è indispensabile, attenzione alle ZTL nei centri storici.",
  costs:
    "Costi medio-alti a Firenze, in Chianti e in Versilia, con punte elevate nelle tenute di lusso; l'entroterra e la Maremma offrono agriturismi dal buon rapporto qualità-prezzo.",
  practicalTips: [
    "I centri storici hanno ZTL controllate da telecamere: parcheggiare fuori o chiedere all'hotel la registrazione della targa.",
    "Per Uffizi, Accademia, Cupola e Torre di Pisa prenotare con largo anticipo.",
    "Nelle chiese e nei musei religiosi spalle e ginocchia devono essere coperte.",
    "In Chianti e Val d'Orcia le strade bianche sono affascinanti ma lente: calcolare bene i tempi.",
    "In agosto molte località costiere sono affollate e alcune botteghe delle città chiudono per ferie.",
  ],
  curiosities: [
    "L'italiano moderno deriva in gran parte dal fiorentino letterario di Dante, Petrarca e Boccaccio.",
    "Il Palio di Siena vede sfidarsi dieci delle diciassette contrade cittadine in una corsa di circa novanta secondi.",
    "A Firenze si vedono ancora le buchette del vino, piccole finestre da cui i palazzi vendevano vino direttamente in strada.",
    "Carlo Collodi, autore di Pinocchio, prese il nome dal borgo di Collodi, paese d'origine della madre.",
    "Nelle cave di Carrara si estrae marmo dall'epoca romana.",
  ],
};
