import type { RegionKnowledge } from "../types";
export const calabria: RegionKnowledge = {
  name: "Calabria",
  slug: "calabria",
  capital: "Catanzaro",
  intro:
    "La Calabria è la punta dello stivale, una penisola montuosa circondata da centinaia di chilometri di costa tra Tirreno e Ionio. Tra i Bronzi di Riace, i borghi bizantini, le foreste della Sila e dell'Aspromonte e le spiagge di Tropea e Capo Vaticano, offre mare, storia della Magna Grecia e una cucina dai sapori piccanti e decisi.",
  places: [
    {
      name: "Museo Archeologico Nazionale di Reggio Calabria",
      city: "Reggio Calabria",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Uno dei grandi musei della Magna Grecia, custodisce i Bronzi di Riace, due statue greche del V secolo a.C. ritrovate in mare nel 1972, insieme a reperti da Locri, Sibari e dalle colonie greche calabresi.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Per entrare nella sala dei Bronzi si sosta qualche minuto in una camera filtro che stabilizza il microclima: mettilo in conto nei giorni affollati.",
      familyFriendly: true,
    },
    {
      name: "Lungomare Falcomatà e Corso Garibaldi",
      city: "Reggio Calabria",
      category: "Shopping e Design",
      interests: ["luxury", "nature"],
      description:
        "Il lungomare di Reggio, spesso definito il più bel chilometro d'Italia, guarda lo Stretto, la Sicilia e l'Etna; parallelo corre Corso Garibaldi, la via principale dello shopping con negozi di moda e caffè storici.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "sera",
      tips: "Passeggia al tramonto, quando lo Stretto si colora, e fermati per una granita o un gelato; nelle giornate terse si vede bene l'Etna.",
      familyFriendly: true,
    },
    {
      name: "Scilla e Chianalea",
      city: "Scilla",
      category: "Mare",
      interests: ["food", "nature"],
      description:
        "Borgo dello Stretto legato al mito di Scilla, dominato dal Castello Ruffo; nel quartiere di pescatori di Chianalea le case poggiano sull'acqua, e da maggio a luglio si pratica la tradizionale pesca del pesce spada.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Passeggia a Chianalea al tramonto e assaggia il panino con il pesce spada; d'estate lascia l'auto nei parcheggi in alto e scendi a piedi.",
      familyFriendly: true,
    },
    {
      name: "Tropea e Santa Maria dell'Isola",
      city: "Tropea",
      category: "Mare",
      interests: ["nature", "food"],
      description:
        "Borgo affacciato su una rupe a picco sulle spiagge bianche della Costa degli Dei, con il santuario di Santa Maria dell'Isola su uno scoglio; è anche la patria della celebre cipolla rossa.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Scendi alla spiaggia la mattina e risali al centro storico per il tramonto dai belvedere; ad agosto prenota l'alloggio con molto anticipo.",
      familyFriendly: true,
    },
    {
      name: "Capo Vaticano",
      city: "Ricadi",
      category: "Mare",
      interests: ["nature"],
      description:
        "Promontorio di granito della Costa degli Dei con calette di sabbia bianca e acqua cristallina, come Grotticelle e Santa Maria; dal faro, nelle giornate limpide, si scorgono le isole Eolie e Stromboli.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Alcune calette si raggiungono solo a piedi lungo sentieri ripidi o in barca da Tropea: porta scarpe adatte e acqua.",
      familyFriendly: true,
    },
    {
      name: "Chiesetta di Piedigrotta e Pizzo",
      city: "Pizzo",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Sulla spiaggia di Pizzo una chiesetta scavata nel tufo, secondo la tradizione da marinai scampati a un naufragio nel Seicento, è popolata di statue scolpite nella roccia; in paese si gusta il tartufo gelato.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Dopo la chiesetta sali in piazza della Repubblica per il Tartufo di Pizzo IGP e visita il castello dove fu fucilato Gioacchino Murat.",
      familyFriendly: true,
    },
    {
      name: "Parco Nazionale della Sila e Giganti della Sila",
      city: "Spezzano della Sila",
      category: "Natura",
      interests: ["nature", "wellness"],
      description:
        "Altopiano di boschi, laghi e pascoli detto il Gran Bosco d'Italia; nella riserva dei Giganti della Sila, bene FAI, crescono pini larici alti fino a circa 45 metri e vecchi di oltre tre secoli.",
      suggestedTime: "una giornata",
      bestTimeOfDay: "giornata",
      tips: "Parti da Camigliatello Silano e porta una giacca: l'aria è fresca anche d'estate. In autunno cerca i funghi porcini nei mercati locali.",
      familyFriendly: true,
    },
    {
      name: "Pentedattilo",
      city: "Melito di Porto Salvo",
      category: "Storia",
      interests: ["art", "nature"],
      description:
        "Borgo quasi abbandonato aggrappato a una rupe a forma di mano con cinque dita, nell'area grecanica ai piedi dell'Aspromonte; dopo lo spopolamento, associazioni e artigiani lo stanno lentamente rianimando.",
      suggestedTime: "2 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Il borgo si percorre a piedi su scalinate e sentieri sconnessi: scarpe robuste e visita nel tardo pomeriggio per evitare il caldo.",
      familyFriendly: true,
    },
    {
      name: "Borgo e Cattedrale di Gerace",
      city: "Gerace",
      category: "Arte e Cultura",
      interests: ["art"],
      description:
        "Borgo medievale su una rupe a pochi chilometri da Locri, con la cattedrale normanna, il più grande edificio sacro della Calabria, le sue colonne di spoglio e il castello con vista sulla Locride.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Abbina la visita al parco archeologico di Locri Epizefiri, sulla costa sottostante, e cena nel borgo con i piatti dell'entroterra.",
      familyFriendly: true,
    },
    {
      name: "Cattolica di Stilo",
      city: "Stilo",
      category: "Arte e Cultura",
      interests: ["art", "wellness"],
      description:
        "Piccola chiesa bizantina a pianta quadrata con cinque cupolette, costruita intorno al X secolo alle pendici del Monte Consolino; conserva affreschi e un'atmosfera raccolta con vista sulla vallata.",
      suggestedTime: "1-2 ore",
      bestTimeOfDay: "mattina",
      tips: "Sali dal borgo a piedi per la stradina acciottolata e visita anche Bivongi e la cascata del Marmarico, tra le più alte dell'Appennino meridionale.",
      familyFriendly: true,
    },
    {
      name: "Certosa di Serra San Bruno",
      city: "Serra San Bruno",
      category: "Benessere",
      interests: ["wellness", "nature"],
      description:
        "Certosa fondata da San Bruno di Colonia alla fine dell'XI secolo, ancora abitata da monaci in clausura, immersa in boschi di abeti e faggi; il museo ne racconta la vita monastica e il vicino santuario di Santa Maria del Bosco invita al silenzio.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "La certosa è di clausura: si visita il museo. Percorri poi a piedi il sentiero nel bosco fino al laghetto di Santa Maria del Bosco.",
      familyFriendly: true,
    },
    {
      name: "Terme Luigiane",
      city: "Acquappesa",
      category: "Benessere",
      interests: ["wellness"],
      description:
        "Stazione termale sulla costa tirrenica cosentina, tra Acquappesa e Guardia Piemontese, con acque sulfuree calde tra le più ricche di zolfo d'Italia, usate per fanghi, bagni e inalazioni.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Le aperture degli stabilimenti sono stagionali e in passato hanno subito interruzioni: verifica prima. Visita anche il borgo occitano di Guardia Piemontese.",
      familyFriendly: true,
    },
    {
      name: "Le Castella",
      city: "Isola di Capo Rizzuto",
      category: "Mare",
      interests: ["nature", "art"],
      description:
        "Fortezza aragonese su un isolotto collegato alla riva da una sottile lingua di terra, nel cuore dell'Area marina protetta Capo Rizzuto, tra le più estese d'Italia, con fondali ricchi di praterie di posidonia.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "pomeriggio",
      tips: "Visita la fortezza nel tardo pomeriggio e fai snorkeling nei fondali dell'area marina, rispettando le zone di tutela e i divieti di ancoraggio.",
      familyFriendly: true,
    },
    {
      name: "Parco archeologico di Sibari",
      city: "Cassano all'Ionio",
      category: "Storia",
      interests: ["art"],
      description:
        "Resti della leggendaria Sybaris, la colonia greca celebre per la ricchezza e i piaceri, e delle successive Thurii e Copia; il Museo Nazionale Archeologico della Sibaritide ne espone i reperti.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "mattina",
      tips: "Il parco è in pianura e senza ombra: visitalo al mattino, prima il museo e poi gli scavi, controllando gli orari di apertura.",
      familyFriendly: true,
    },
    {
      name: "Codex di Rossano e Museo della Liquirizia",
      city: "Corigliano-Rossano",
      category: "Arte e Cultura",
      interests: ["art", "food"],
      description:
        "Il Museo diocesano custodisce il Codex Purpureus Rossanensis, evangeliario greco miniato del VI secolo iscritto nel registro Memoria del Mondo UNESCO; poco fuori città un museo racconta la lavorazione della liquirizia di Calabria.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Nel centro storico di Rossano visita anche la chiesetta bizantina di San Marco e acquista liquirizia pura nelle botteghe.",
      familyFriendly: true,
    },
    {
      name: "Corso Mazzini e MAB di Cosenza",
      city: "Cosenza",
      category: "Shopping e Design",
      interests: ["luxury", "art"],
      description:
        "La principale via dello shopping di Cosenza è anche il Museo all'aperto Bilotti, con sculture di Dalí, De Chirico, Manzù ed Emilio Greco lungo l'isola pedonale; in alto si visita il centro storico con il Duomo.",
      suggestedTime: "2-3 ore",
      bestTimeOfDay: "pomeriggio",
      tips: "Unisci lo shopping su Corso Mazzini alla salita nel centro storico, per il Duomo e il Castello Svevo, a fine pomeriggio.",
      familyFriendly: true,
    },
    {
      name: "Civita e Gole del Raganello",
      city: "Civita",
      category: "Natura",
      interests: ["nature", "art"],
      description:
        "Borgo arbereshe del Parco del Pollino con le caratteristiche case kodra, affacciato sulle profonde Gole del Raganello, attraversate dal medievale Ponte del Diavolo e dai sentieri panoramici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "mattina",
      tips: "Goditi le gole dai belvedere e dal Ponte del Diavolo; l'escursione nel torrente va fatta solo con guide autorizzate e mai con allerta meteo.",
      familyFriendly: true,
    },
    {
      name: "Diamante e la Riviera dei Cedri",
      city: "Diamante",
      category: "Enogastronomia",
      interests: ["food", "art"],
      description:
        "Cittadina del Tirreno cosentino famosa per i murales che decorano il centro storico e per il Peperoncino Festival; nella vicina Santa Maria del Cedro si coltiva il cedro liscio, usato anche nei riti ebraici.",
      suggestedTime: "mezza giornata",
      bestTimeOfDay: "sera",
      tips: "Passeggia tra i murales la sera e acquista peperoncini, creme piccanti e canditi di cedro; a settembre controlla le date del festival.",
      familyFriendly: true,
    },
  ],
  dishes: [
    {
      name: "'Nduja di Spilinga",
      description:
        "Salume piccante e spalmabile di carne di maiale e peperoncino calabrese, perfetto sul pane o per insaporire sughi.",
    },
    {
      name: "Fileja con 'nduja",
      description:
        "Pasta fresca arrotolata attorno a un ferretto, tipica del Vibonese, condita con sugo di pomodoro e 'nduja.",
    },
    {
      name: "Morzello catanzarese",
      description:
        "Trippa e frattaglie di vitello cotte in un sugo piccante di pomodoro e servite nella pitta, il pane tipico di Catanzaro.",
    },
    {
      name: "Pesce spada alla ghiotta",
      description:
        "Pesce spada cotto in padella con pomodoro, capperi, olive e origano, specialità dello Stretto.",
    },
    {
      name: "Caciocavallo Silano DOP",
      description:
        "Formaggio a pasta filata a forma di pera, prodotto nell'Italia meridionale e legato agli altopiani della Sila.",
    },
    {
      name: "Pitta 'mpigliata",
      description:
        "Dolce natalizio del Cosentino a forma di rosa, con pasta ripiena di noci, uva passa, miele e spezie.",
    },
    {
      name: "Tartufo di Pizzo IGP",
      description:
        "Semifreddo a forma di palla con gelato alla nocciola e al cioccolato e un cuore di cioccolato fuso, spolverato di cacao.",
    },
    {
      name: "Cipolla Rossa di Tropea IGP",
      description:
        "Cipolla dolce e croccante coltivata tra Vibonese e Cosentino, ottima cruda, in agrodolce o in marmellata.",
    },
  ],
  wines: ["Cirò", "Greco di Bianco", "Savuto", "Terre di Cosenza", "Liquore al bergamotto"],
  bestSeasons: ["tarda primavera", "estate", "settembre"],
  bestTime:
    "Da giugno a settembre il mare è al suo meglio sulla Costa degli Dei e sullo Ionio, mentre primavera e autunno sono ideali per Sila, Aspromonte e borghi bizantini, con temperature miti e meno turisti.",
  howToGet:
    "L'aeroporto principale è Lamezia Terme, al centro della regione, affiancato dagli scali di Reggio Calabria e Crotone. Frecciarossa e Italo percorrono la linea tirrenica da Napoli e Roma fino a Paola, Lamezia e Reggio, e l'A2 Autostrada del Mediterraneo attraversa la regione da nord a sud. Da Villa San Giovanni partono i traghetti per Messina.",
  gettingAround:
    "L'auto è la soluzione più pratica, soprattutto nell'entroterra; lungo la costa tirrenica i treni regionali collegano molte località, incluse Tropea e Pizzo, mentre lungo lo Ionio si viaggia sulla statale 106.",
  costs:
    "La Calabria è tra le regioni più convenienti del Sud, con alloggi e ristoranti economici; i prezzi salgono in agosto nelle località balneari più note come Tropea e Capo Vaticano.",
  practicalTips: [
    "Ad agosto la Costa degli Dei è affollata: giugno e settembre offrono mare caldo e prezzi più bassi.",
    "Calcola tempi di viaggio abbondanti: strade di montagna e statale 106 sono lente.",
    "Prova il peperoncino con moderazione: molti piatti tradizionali sono davvero piccanti.",
    "Per escursioni in Aspromonte, Pollino e gole fluviali affidati a guide locali e controlla sempre le allerte meteo.",
    "Nei paesi dell'entroterra molti negozi chiudono nel primo pomeriggio: organizza gli acquisti al mattino.",
  ],
  curiosities: [
    "I Bronzi di Riace furono scoperti il 16 agosto 1972 da un sub nel mare di Riace Marina.",
    "Dal nome dell'antica Sibari deriva la parola sibarita, sinonimo di persona amante del lusso e dei piaceri.",
    "La costa reggina produce gran parte del bergamotto mondiale, la cui essenza è fondamentale in profumeria e nel tè Earl Grey.",
    "A Guardia Piemontese si parla ancora l'occitano, portato dai valdesi arrivati dal Piemonte nel Medioevo.",
    "Gioacchino Murat, re di Napoli, fu fucilato nel castello di Pizzo il 13 ottobre 1815.",
    "Nell'area grecanica dell'Aspromonte sopravvive il greco di Calabria, una delle minoranze linguistiche storiche d'Italia.",
  ],
};
