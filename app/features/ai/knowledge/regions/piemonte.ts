import type { RegionKnowledge } from "../types";

export const piemonte: RegionKnowledge = {
  name: "Piemonte",
  slug: "piemonte",
  capital: "Torino",
  intro:
    "Il Piemonte, ai piedi delle Alpi, unisce l'eleganza sabauda di Torino, prima capitale d'Italia, alle colline vitate di Langhe, Roero e Monferrato, patrimonio UNESCO. È la terra del tartufo bianco, del Barolo e del cioccolato, ma anche di laghi raffinati come il Maggiore e l'Orta e di abbazie arroccate sulle montagne.",
  places: [
    {
      name: "Museo Egizio",
      city: "Torino",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Fondato nel 1824, è il più antico museo al mondo interamente dedicato alla civiltà egizia e tra i più importanti dopo quello del Cairo. Custodisce statue, papiri, sarcofagi e il corredo della tomba intatta di Kha e Merit.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Acquistare il biglietto online con fascia oraria, soprattutto nei weekend, e prevedere almeno tre ore per non correre tra le sale.",
      familyFriendly: true,
    },
    {
      name: "Mole Antonelliana e Museo Nazionale del Cinema",
      city: "Torino",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Simbolo di Torino, la Mole progettata da Alessandro Antonelli supera i 167 metri e ospita il Museo Nazionale del Cinema. Un ascensore panoramico sale fino al tempietto, con vista sulla città e sull'arco alpino.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "L'ascensore panoramico ha posti limitati: prenotare la salita in anticipo e scegliere una giornata limpida per vedere le Alpi.",
      familyFriendly: true,
    },
    {
      name: "Reggia di Venaria Reale",
      city: "Venaria Reale",
      category: "Arte e Cultura",
      interests: ["art", "luxury", "nature"],
      description:
        "Grandiosa residenza sabauda del Seicento, parte del sito UNESCO delle Residenze Sabaude. Colpiscono la Galleria Grande di Filippo Juvarra, luminosa e bianchissima, e i vasti giardini restaurati.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Indossare scarpe comode: tra reggia e giardini si camminano diversi chilometri; in primavera i giardini sono al massimo della fioritura.",
      familyFriendly: true,
    },
    {
      name: "Musei Reali di Torino",
      city: "Torino",
      category: "Storia",
      interests: ["art", "luxury"],
      description:
        "Il complesso riunisce Palazzo Reale, l'Armeria Reale, la Galleria Sabauda, il Museo di Antichità e i Giardini Reali. Dalla reggia si accede alla Cappella della Sindone progettata da Guarino Guarini.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Iniziare dagli appartamenti reali al mattino, quando c'è meno gente, e concludere con una pausa nei Giardini Reali.",
      familyFriendly: true,
    },
    {
      name: "Via Roma e i caffè storici",
      city: "Torino",
      category: "Shopping e Design",
      interests: ["luxury", "food"],
      description:
        "Sotto i portici di Via Roma e di Piazza San Carlo si alternano boutique e caffè storici dai salotti ottocenteschi. È il luogo ideale per assaggiare il bicerin, a base di caffè, cioccolato e crema di latte.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "I portici del centro permettono di passeggiare e fare shopping anche sotto la pioggia; il bicerin va bevuto senza mescolare.",
      familyFriendly: true,
    },
    {
      name: "Mercato di Porta Palazzo",
      city: "Torino",
      category: "Enogastronomia",
      interests: ["food"],
      description:
        "In Piazza della Repubblica si tiene uno dei più grandi mercati all'aperto d'Europa, con banchi di frutta, verdura, formaggi e specialità da tutto il mondo, oltre allo storico padiglione dei produttori agricoli.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "mattina",
      tips: "Andare al mattino, quando i banchi sono più forniti; il sabato è il giorno più animato. Attenzione agli effetti personali tra la folla.",
      familyFriendly: true,
    },
    {
      name: "Lingotto e Pinacoteca Agnelli",
      city: "Torino",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "L'ex stabilimento Fiat inaugurato negli anni Venti, con la celebre pista di collaudo sul tetto oggi trasformata in giardino pensile. Ospita la Pinacoteca Agnelli, con capolavori da Canaletto a Picasso e mostre contemporanee.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Verificare sul sito della Pinacoteca le modalità di accesso alla pista sul tetto e salire al tramonto per la vista sulle Alpi.",
      familyFriendly: true,
    },
    {
      name: "Barolo e il Museo del Vino",
      city: "Barolo",
      category: "Enogastronomia",
      interests: ["food", "luxury"],
      description:
        "Il borgo che dà il nome al re dei vini piemontesi, nel cuore delle Langhe patrimonio UNESCO. Nel Castello Falletti il WiMu racconta la cultura del vino con un allestimento moderno e coinvolgente.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "giornata",
      tips: "Le visite in cantina vanno prenotate, soprattutto in autunno; chi guida può affidarsi a tour organizzati o taxi per le degustazioni.",
      familyFriendly: false,
    },
    {
      name: "Alba e il tartufo bianco",
      city: "Alba",
      category: "Enogastronomia",
      interests: ["food", "luxury"],
      description:
        "Capitale delle Langhe, città delle cento torri e del tartufo bianco pregiato. Ogni autunno ospita la Fiera Internazionale del Tartufo Bianco d'Alba, con mercato, analisi sensoriali e showcooking.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La Fiera si svolge nei fine settimana tra ottobre e inizio dicembre: alberghi e ristoranti della zona vanno prenotati con mesi d'anticipo.",
      familyFriendly: true,
    },
    {
      name: "Cattedrali Sotterranee di Canelli",
      city: "Canelli",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Chilometri di gallerie scavate nel tufo sotto la collina di Canelli, dove dall'Ottocento si affinano gli spumanti. Sono parte del sito UNESCO dei paesaggi vitivinicoli di Langhe-Roero e Monferrato.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Le cantine storiche si visitano su prenotazione; all'interno la temperatura è fresca tutto l'anno, quindi portare un maglione.",
      familyFriendly: false,
    },
    {
      name: "Sacra di San Michele",
      city: "Sant'Ambrogio di Torino",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Abbazia millenaria arroccata sul monte Pirchiriano all'imbocco della Val di Susa, simbolo ufficiale del Piemonte. Lo Scalone dei Morti e la Porta dello Zodiaco conducono alla chiesa, sospesa sopra la valle.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "L'ultimo tratto si percorre a piedi in salita: scarpe comode e un abbigliamento rispettoso, trattandosi di un luogo di culto.",
      familyFriendly: true,
    },
    {
      name: "Isole Borromee",
      city: "Stresa",
      category: "Arte e Cultura",
      interests: ["luxury", "art", "nature"],
      description:
        "Sul Lago Maggiore, l'Isola Bella ospita il barocco Palazzo Borromeo con giardini a terrazze e pavoni bianchi, mentre l'Isola Madre è un giardino botanico. Stresa accoglie grandi alberghi storici sul lungolago.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Le isole sono aperte da fine marzo a ottobre; i battelli partono da Stresa e conviene acquistare un biglietto giornaliero per più isole.",
      familyFriendly: true,
    },
    {
      name: "Orta San Giulio e Isola di San Giulio",
      city: "Orta San Giulio",
      category: "Benessere",
      interests: ["wellness", "art", "nature"],
      description:
        "Borgo affacciato sul Lago d'Orta di fronte all'isola di San Giulio, con la basilica romanica e un monastero benedettino. La Via del Silenzio e della Meditazione invita a un giro dell'isola in raccoglimento.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Dal borgo si sale a piedi al Sacro Monte di Orta, patrimonio UNESCO; sull'isola si va con i piccoli motoscafi dalla piazza.",
      familyFriendly: true,
    },
    {
      name: "La Bollente di Acqui Terme",
      city: "Acqui Terme",
      category: "Benessere",
      interests: ["wellness", "food"],
      description:
        "Nel centro di Acqui Terme l'acqua sulfurea sgorga a circa 74 gradi dalla fontana della Bollente. La città, l'antica Aquae Statiellae, conserva archi dell'acquedotto romano e offre cure termali e fanghi.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Abbinare le terme a una degustazione di Brachetto d'Acqui nelle colline dell'Alto Monferrato, a pochi chilometri dal centro.",
      familyFriendly: true,
    },
    {
      name: "Pian del Re e sorgenti del Po",
      city: "Crissolo",
      category: "Natura",
      interests: ["nature"],
      description:
        "A circa 2.000 metri, nel Parco del Monviso, nasce il fiume più lungo d'Italia. Dal pianoro si ammira la piramide del Monviso e partono sentieri verso laghi alpini come il Lago Fiorenza.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La strada da Crissolo può essere regolamentata o chiusa nei giorni di punta estivi: verificare in anticipo e partire presto.",
      familyFriendly: true,
    },
    {
      name: "Oasi Zegna",
      city: "Valdilana",
      category: "Natura",
      interests: ["nature", "luxury", "wellness"],
      description:
        "Area naturalistica nelle Alpi Biellesi, attraversata dalla strada Panoramica Zegna, nata dal progetto di tutela del territorio della storica famiglia di lanifici. In primavera la conca dei rododendri è in piena fioritura.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Il periodo migliore per la conca dei rododendri è tra maggio e giugno; unire la visita a Biella e alla tradizione tessile del distretto.",
      familyFriendly: true,
    },
    {
      name: "Ivrea, città industriale del XX secolo",
      city: "Ivrea",
      category: "Shopping e Design",
      interests: ["art", "luxury"],
      description:
        "Patrimonio UNESCO dal 2018, Ivrea racconta il progetto di Adriano Olivetti con fabbriche, uffici e quartieri firmati da grandi architetti. Il percorso lungo Via Jervis è un museo a cielo aperto dell'architettura moderna.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Le visite guidate agli edifici olivettiani si prenotano online; a Carnevale la città ospita la celebre Battaglia delle Arance.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "Vitello tonnato",
      description:
        "Fettine di girello di vitello cotto, servite fredde con una salsa cremosa di tonno, capperi e acciughe.",
    },
    {
      name: "Agnolotti del plin",
      description:
        "Piccola pasta ripiena di carni arrosto chiusa con un pizzicotto, servita con sugo d'arrosto o burro e salvia.",
    },
    {
      name: "Tajarin",
      description:
        "Tagliolini sottilissimi all'uovo delle Langhe, ricchi di tuorli, perfetti con burro e tartufo bianco.",
    },
    {
      name: "Bagna càuda",
      description:
        "Salsa calda di aglio, acciughe e olio in cui si intingono verdure crude e cotte, piatto conviviale d'autunno.",
    },
    {
      name: "Bollito misto alla piemontese",
      description:
        "Diversi tagli di manzo e frattaglie bolliti, serviti con salse come il bagnetto verde e la mostarda.",
    },
    {
      name: "Brasato al Barolo",
      description:
        "Manzo marinato e cotto a lungo nel Barolo con verdure e spezie, servito con polenta o purè.",
    },
    {
      name: "Gianduiotto",
      description:
        "Cioccolatino torinese a forma di barca rovesciata, fatto con cacao e Nocciola Piemonte IGP.",
    },
    {
      name: "Bunet",
      description: "Budino al cacao e amaretti con caramello, dessert tradizionale delle Langhe.",
    },
  ],
  wines: ["Barolo", "Barbaresco", "Barbera d'Asti", "Moscato d'Asti", "Gavi", "Vermouth di Torino"],
  bestSeasons: ["autunno", "primavera"],
  bestTime:
    "L'autunno è la stagione regina per vendemmia, tartufo bianco e colori delle Langhe, mentre la primavera è ideale per i laghi, i giardini e le città d'arte.",
  howToGet:
    "L'aeroporto principale è Torino-Caselle, mentre Milano Malpensa è comodo per il Lago Maggiore e il Novarese; Cuneo-Levaldigi serve il sud della regione. Torino Porta Nuova e Porta Susa sono collegate con l'alta velocità a Milano in circa un'ora. Le autostrade principali sono la A4 Torino-Milano, la A6 Torino-Savona, la A21 Torino-Piacenza e la A26 verso i laghi.",
  gettingAround:
    "A Torino metro, tram e bus sono efficienti; per Langhe, Monferrato e valli alpine l'auto è quasi indispensabile, mentre sui laghi si usano i battelli di linea.",
  costs:
    "Torino offre prezzi medi accessibili per una grande città, mentre le Langhe in stagione del tartufo e i lungolago più eleganti hanno costi medio-alti.",
  practicalTips: [
    "Il Torino+Piemonte Card include ingressi a molti musei e residenze reali: conviene se si visitano più siti.",
    "Nelle Langhe prenotare le degustazioni e i ristoranti con anticipo, soprattutto nei weekend di ottobre e novembre.",
    "Il centro di Torino ha una ZTL: parcheggiare fuori e muoversi a piedi o con i mezzi pubblici.",
    "Molti battelli e giardini dei laghi seguono un calendario stagionale da primavera a ottobre.",
    "In autunno e in inverno la nebbia in pianura può rallentare gli spostamenti in auto.",
  ],
  curiosities: [
    "Torino fu la prima capitale del Regno d'Italia, dal 1861 al 1865.",
    "Il vermouth fu codificato a Torino nel 1786 da Antonio Benedetto Carpano.",
    "Il grissino è nato a Torino nel Seicento, secondo la tradizione per il giovane duca Vittorio Amedeo II.",
    "Nel Duomo di Torino è custodita la Sindone, esposta al pubblico solo in rare ostensioni.",
    "La Battaglia delle Arance del Carnevale di Ivrea rievoca la ribellione del popolo contro un tiranno medievale.",
  ],
};
