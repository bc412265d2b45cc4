import type { SeedPartner } from "./types";

export const partners: SeedPartner[] = [
  {
    slug: "fondazione-terre-alte-del-cadore",
    tipo: "ente",
    nome: "Fondazione Terre Alte del Cadore",
    descrizione:
      "La Fondazione Terre Alte del Cadore promuove il patrimonio naturale e culturale delle valli cadorine, ai piedi delle Dolomiti patrimonio UNESCO. Coordina una rete di guide alpine, rifugi, musei e strutture ricettive per proporre un turismo lento e rispettoso della montagna: itinerari a piedi e in bicicletta, visite nei luoghi di Tiziano, laboratori sulle tradizioni artigiane e un calendario di eventi che anima il territorio in ogni stagione.",
    sitoWeb: "https://www.terrealtecadore.example",
    regione: "Veneto",
    provincia: "Belluno",
    comune: "Pieve di Cadore",
    emailContatto: "info@terrealtecadore.example",
    telefono: "+39 0435 512 408",
    indirizzoVia: "Via Arsenale 14",
    indirizzoCap: "32044",
    indirizzoCitta: "Pieve di Cadore",
    instagram: "https://instagram.com/terrealtecadore",
    facebook: "https://facebook.com/terrealtecadore",
    linkedin: null,
    youtube: "https://youtube.com/@terrealtecadore",
    tiktok: null,
    haModuloContatto: true,
    linkModuloContatto: "https://www.terrealtecadore.example/prenota",
    areaTematica: "Turismo e Territorio",
    puntiInteresse:
      "Casa natale di Tiziano, Museo dell'Occhiale, Tre Cime di Lavaredo, Lago di Centro Cadore",
    videoUrl: "https://www.youtube.com/watch?v=Kp3vT8wQz1L",
    riconoscimenti: "Progetto selezionato nel bando regionale per il turismo sostenibile in montagna (2023).",
    orariBooking:
      "Punto accoglienza aperto dal lunedì al sabato, 9:00-12:30 e 15:00-18:30. Le escursioni guidate si prenotano con almeno 48 ore di anticipo.",
    aiTitoloPremium: "Il Cadore da vivere, tra Dolomiti, arte e tradizioni di montagna",
    aiSommario:
      "La Fondazione Terre Alte del Cadore accompagna i visitatori alla scoperta di uno degli angoli più autentici delle Dolomiti. Itinerari, esperienze e servizi pensati per vivere la montagna con lentezza e consapevolezza.",
    aiChiSiamo:
      "Nata dall'iniziativa di amministrazioni locali, associazioni e operatori del territorio, la Fondazione Terre Alte del Cadore lavora per far conoscere le valli cadorine oltre le mete più celebri. Mettiamo in rete guide alpine, rifugisti, musei e piccole strutture ricettive, perché chi arriva possa trovare un unico punto di riferimento.\n\nCrediamo in un turismo che lasci il segno solo nella memoria di chi viaggia: percorsi a basso impatto, mesi da scoprire anche lontano dall'alta stagione, incontri con chi la montagna la abita tutto l'anno.",
    aiValori:
      "Rispetto per la montagna: ogni proposta nasce dall'ascolto del territorio e dalla tutela del suo equilibrio. Comunità: lavoriamo con guide, artigiani e gestori locali perché il turismo generi valore per chi vive qui. Accessibilità: progettiamo percorsi adatti a famiglie, camminatori esperti e persone con esigenze specifiche. Memoria: custodiamo e raccontiamo la storia del Cadore, dai grandi maestri dell'arte alle tradizioni di ogni giorno.",
    aiServizi: [
      {
        titolo: "Escursioni con guida alpina",
        descrizione:
          "Uscite giornaliere e trekking di più giorni con guide certificate, calibrati su esperienza e allenamento del gruppo.",
        cta: "Prenota un'escursione",
      },
      {
        titolo: "Itinerari su misura",
        descrizione:
          "Programmi personalizzati per famiglie, scuole e gruppi, con pernottamenti in rifugio o in strutture del territorio.",
      },
      {
        titolo: "Punto informativo",
        descrizione:
          "Consigli su sentieri, meteo, trasporti ed eventi, di persona o a distanza, in italiano, inglese e tedesco.",
        cta: "Richiedi informazioni",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Sulle orme di Tiziano",
        descrizione:
          "Una passeggiata nel centro di Pieve di Cadore tra la casa natale del pittore e i paesaggi che ne hanno ispirato lo sguardo.",
      },
      {
        titolo: "Alba alle Tre Cime",
        descrizione:
          "Partenza prima dell'alba per ammirare le pareti dolomitiche accendersi di rosa, con colazione in rifugio.",
      },
      {
        titolo: "Mani di montagna",
        descrizione:
          "Laboratori con artigiani locali dedicati all'intaglio del legno e alle lavorazioni tradizionali del Cadore.",
      },
    ],
    aiInfoUtili:
      "Pieve di Cadore si raggiunge in auto lungo la SS51 di Alemagna, proseguendo dall'uscita terminale dell'autostrada A27. La stazione ferroviaria più vicina è Calalzo-Pieve di Cadore-Cortina, collegata al centro da autobus di linea. In inverno si consigliano pneumatici da neve; per le escursioni in quota servono scarpe da trekking e abbigliamento a strati.",
    aiCta: "Scrivici per costruire insieme il tuo soggiorno tra le vette del Cadore.",
    seoTitle: "Fondazione Terre Alte del Cadore | Dolomiti",
    seoMetaDescription:
      "Escursioni con guida alpina, itinerari su misura ed esperienze autentiche in Cadore, tra Dolomiti UNESCO, arte di Tiziano e tradizioni locali.",
    createdDaysAgo: 187,
  },
  {
    slug: "consorzio-turistico-cilento-antico",
    tipo: "ente",
    nome: "Consorzio Turistico Cilento Antico",
    descrizione:
      "Il Consorzio Turistico Cilento Antico riunisce operatori dell'accoglienza, guide e produttori della costa e dell'entroterra cilentano. Promuove un territorio che unisce i templi di Paestum, un litorale di spiagge e calette e i borghi del Parco Nazionale del Cilento, Vallo di Diano e Alburni. Offre informazioni, itinerari e un calendario condiviso di eventi per chi desidera scoprire il Cilento oltre l'estate.",
    sitoWeb: "https://www.cilentoantico.example",
    regione: "Campania",
    provincia: "Salerno",
    comune: "Agropoli",
    emailContatto: "info@cilentoantico.example",
    telefono: "+39 0974 823 115",
    indirizzoVia: "Corso Garibaldi 52",
    indirizzoCap: "84043",
    indirizzoCitta: "Agropoli",
    instagram: "https://instagram.com/cilentoantico",
    facebook: "https://facebook.com/cilentoantico",
    linkedin: null,
    youtube: null,
    tiktok: "https://tiktok.com/@cilentoantico",
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Turismo e Territorio",
    puntiInteresse: "Parco archeologico di Paestum e Velia, Castello di Agropoli, Punta Licosa",
    videoUrl: null,
    riconoscimenti: null,
    orariBooking:
      "Sportello turistico aperto tutti i giorni da giugno a settembre, 9:00-13:00 e 16:00-20:00; da ottobre a maggio dal lunedì al venerdì, solo al mattino.",
    aiTitoloPremium: "Cilento Antico: mare, templi e borghi da scoprire tutto l'anno",
    aiSommario:
      "Il Consorzio Turistico Cilento Antico è la porta d'accesso a uno dei territori più sorprendenti del Sud Italia. Dalla costa ai borghi dell'entroterra, aiuta i viaggiatori a organizzare un soggiorno autentico.",
    aiChiSiamo:
      "Siamo una rete di albergatori, ristoratori, guide turistiche e produttori agricoli che hanno scelto di lavorare insieme per raccontare il Cilento in modo autentico. Il nostro punto informativo nel centro di Agropoli è un luogo d'incontro per visitatori e operatori.\n\nIl Cilento è fatto di contrasti: templi greci e spiagge, montagne e pescatori, dieta mediterranea e tradizioni contadine. Il nostro compito è renderli accessibili a chi arriva, senza perderne l'anima.",
    aiValori:
      "Autenticità: proponiamo esperienze che nascono dalla vita reale del territorio. Destagionalizzazione: lavoriamo perché il Cilento sia scoperto anche in primavera e in autunno. Rete: valorizziamo le piccole imprese locali e la collaborazione tra costa ed entroterra. Cura del paesaggio: sosteniamo pratiche turistiche che rispettano il mare e le aree protette.",
    aiServizi: [
      {
        titolo: "Informazioni turistiche",
        descrizione:
          "Orientamento su spiagge, sentieri, siti archeologici, trasporti ed eventi della stagione.",
        cta: "Contatta lo sportello",
      },
      {
        titolo: "Itinerari tematici",
        descrizione:
          "Percorsi dedicati ad archeologia, dieta mediterranea, borghi e natura, da seguire in autonomia o con guida.",
      },
      {
        titolo: "Supporto agli operatori",
        descrizione: "Formazione, promozione condivisa e partecipazione a fiere per le imprese associate.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Tramonto a Paestum",
        descrizione:
          "Visita ai templi nelle ore più suggestive, seguita da una degustazione di mozzarella di bufala in un'azienda della piana.",
      },
      {
        titolo: "In barca verso Punta Licosa",
        descrizione:
          "Escursione lungo la costa con soste nelle calette più appartate e racconti sulle leggende del mare cilentano.",
      },
    ],
    aiInfoUtili:
      "Agropoli è raggiungibile in treno sulla linea Salerno-Reggio Calabria e in auto percorrendo la SS18 in uscita dall'autostrada A2 a Battipaglia. In estate sono attivi collegamenti via mare con la Costiera Amalfitana. Per visitare i borghi dell'entroterra è consigliabile un'auto.",
    aiCta: "Passa al nostro sportello o scrivici: ti aiutiamo a scoprire il Cilento più vero.",
    seoTitle: "Consorzio Turistico Cilento Antico | Agropoli",
    seoMetaDescription:
      "Informazioni, itinerari ed esperienze nel Cilento: templi di Paestum, mare, borghi e dieta mediterranea con il Consorzio Turistico Cilento Antico.",
    createdDaysAgo: 142,
  },
  {
    slug: "ente-valorizzazione-barocco-ibleo",
    tipo: "ente",
    nome: "Ente Valorizzazione Barocco Ibleo",
    descrizione:
      "L'Ente Valorizzazione Barocco Ibleo opera nell'area delle città tardo barocche del Val di Noto, patrimonio UNESCO, con sede a Ragusa. Organizza visite guidate, aperture straordinarie di chiese e palazzi, rassegne musicali e percorsi didattici per le scuole, collaborando con parrocchie, associazioni culturali e amministrazioni locali per rendere il patrimonio barocco sempre più accessibile.",
    sitoWeb: "https://www.baroccoibleo.example",
    regione: "Sicilia",
    provincia: "Ragusa",
    comune: "Ragusa",
    emailContatto: "info@baroccoibleo.example",
    telefono: "+39 0932 654 219",
    indirizzoVia: "Via del Mercato 31",
    indirizzoCap: "97100",
    indirizzoCitta: "Ragusa",
    instagram: "https://instagram.com/baroccoibleo",
    facebook: "https://facebook.com/baroccoibleo",
    linkedin: null,
    youtube: "https://youtube.com/@baroccoibleo",
    tiktok: null,
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Arte e Cultura",
    puntiInteresse: "Ragusa Ibla, Duomo di San Giorgio, Giardino Ibleo, Castello di Donnafugata",
    videoUrl: "https://www.youtube.com/watch?v=R7mYq2xHc0s",
    riconoscimenti:
      "Menzione speciale per la didattica del patrimonio in un concorso regionale dedicato alla valorizzazione culturale (2022).",
    orariBooking:
      "Visite guidate tutti i giorni su prenotazione; aperture straordinarie il sabato e la domenica secondo il calendario pubblicato sul sito.",
    aiTitoloPremium: "Il Barocco ibleo raccontato da chi lo custodisce",
    aiSommario:
      "L'Ente Valorizzazione Barocco Ibleo apre le porte di chiese, palazzi e scalinate di Ragusa e dei centri del Val di Noto. Visite, musica e percorsi didattici per scoprire un patrimonio unico al mondo.",
    aiChiSiamo:
      "Dalla ricostruzione seguita al terremoto del 1693 è nata una delle stagioni architettoniche più straordinarie d'Europa. Il nostro ente lavora ogni giorno perché questo patrimonio sia conosciuto, rispettato e vissuto da residenti e visitatori.\n\nCollaboriamo con parrocchie, proprietari privati, studiosi e associazioni per organizzare aperture straordinarie, itinerari guidati e iniziative culturali che restituiscano ai luoghi la loro funzione di spazi vivi.",
    aiValori:
      "Tutela: ogni iniziativa è pensata per proteggere i beni che apriamo al pubblico. Conoscenza: affidiamo le visite a guide preparate e aggiorniamo costantemente i contenuti. Partecipazione: coinvolgiamo la comunità locale, dalle scuole alle confraternite. Apertura: vogliamo che il Barocco sia accessibile a tutti, anche a chi ha esigenze particolari.",
    aiServizi: [
      {
        titolo: "Visite guidate a Ragusa Ibla",
        descrizione:
          "Percorsi a piedi tra chiese, palazzi nobiliari e scorci panoramici, in italiano e in inglese.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Aperture straordinarie",
        descrizione:
          "Accesso a sacrestie, cortili e saloni normalmente chiusi al pubblico, in date programmate.",
      },
      {
        titolo: "Percorsi per le scuole",
        descrizione:
          "Attività didattiche su storia, architettura e ricostruzione dopo il terremoto, pensate per ogni ordine di scuola.",
        cta: "Richiedi il programma",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Barocco al chiaro di luna",
        descrizione:
          "Passeggiata serale tra le vie illuminate di Ibla, con soste davanti alle facciate più scenografiche.",
      },
      {
        titolo: "Musica nelle chiese",
        descrizione:
          "Concerti di musica barocca in luoghi sacri della città, preceduti da una breve introduzione storica.",
      },
    ],
    aiInfoUtili:
      "Ragusa è raggiungibile dagli aeroporti di Comiso e Catania. Il centro storico di Ibla è in gran parte pedonale e caratterizzato da scalinate: si consigliano scarpe comode. Nei luoghi di culto è richiesto un abbigliamento adeguato e le visite possono essere sospese durante le funzioni.",
    aiCta: "Scopri il calendario delle aperture e lasciati sorprendere dal Barocco ibleo.",
    seoTitle: "Ente Valorizzazione Barocco Ibleo | Ragusa",
    seoMetaDescription:
      "Visite guidate, aperture straordinarie e concerti a Ragusa Ibla e nel Val di Noto: scopri il Barocco siciliano patrimonio UNESCO.",
    createdDaysAgo: 96,
  },
  {
    slug: "casa-museo-ardenghi",
    tipo: "museo",
    nome: "Casa Museo Ardenghi",
    descrizione:
      "La Casa Museo Ardenghi conserva, negli ambienti originali di un palazzo del centro storico di Mantova, la collezione raccolta in tre generazioni da una famiglia di mercanti di seta. Dipinti, maioliche, arredi, strumenti musicali e una ricca biblioteca raccontano il gusto di una dimora borghese tra Ottocento e primo Novecento. Il giardino interno ospita concerti e letture nella bella stagione.",
    sitoWeb: "https://www.casamuseoardenghi.example",
    regione: "Lombardia",
    provincia: "Mantova",
    comune: "Mantova",
    emailContatto: "info@casamuseoardenghi.example",
    telefono: "+39 0376 221 904",
    indirizzoVia: "Via Pomponazzo 9",
    indirizzoCap: "46100",
    indirizzoCitta: "Mantova",
    instagram: "https://instagram.com/casamuseoardenghi",
    facebook: "https://facebook.com/casamuseoardenghi",
    linkedin: null,
    youtube: null,
    tiktok: null,
    haModuloContatto: true,
    linkModuloContatto: "https://www.casamuseoardenghi.example/prenota",
    areaTematica: "Arte e Cultura",
    puntiInteresse: "Palazzo Ducale, Palazzo Te, Basilica di Sant'Andrea, Teatro Scientifico Bibiena",
    videoUrl: null,
    riconoscimenti: "Riconosciuta come casa museo di interesse regionale.",
    orariBooking:
      "Aperta da giovedì a domenica, 10:00-13:00 e 15:00-18:00. Visite guidate ogni ora; per gruppi superiori a 10 persone è richiesta la prenotazione.",
    aiTitoloPremium: "Casa Museo Ardenghi: la vita di una dimora mantovana",
    aiSommario:
      "Un palazzo del centro di Mantova rimasto com'era, con le collezioni di una famiglia di mercanti di seta. Un viaggio intimo nel gusto e nella vita quotidiana tra Ottocento e Novecento.",
    aiChiSiamo:
      "La Casa Museo Ardenghi nasce dalla volontà dell'ultima erede della famiglia di aprire al pubblico la dimora e le collezioni raccolte da tre generazioni. Gli ambienti sono stati restaurati con cura, mantenendo arredi e oggetti nella loro disposizione originale.\n\nOggi la casa è un piccolo museo che accoglie visitatori, studiosi e scuole, con un programma di visite, incontri e concerti che la fanno vivere come luogo di cultura aperto alla città.",
    aiValori:
      "Fedeltà: conserviamo gli ambienti così come sono stati vissuti, senza ricostruzioni arbitrarie. Ospitalità: accogliamo ogni visitatore come un ospite di casa. Ricerca: mettiamo archivio e biblioteca a disposizione di studiosi e studenti. Legame con la città: collaboriamo con le istituzioni culturali di Mantova per raccontarne la storia meno nota.",
    aiServizi: [
      {
        titolo: "Visite guidate",
        descrizione:
          "Percorsi di circa un'ora attraverso saloni, studiolo, biblioteca e giardino, con guide del museo.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Consultazione dell'archivio",
        descrizione:
          "Accesso su appuntamento a lettere, registri commerciali e fotografie della famiglia Ardenghi.",
        cta: "Richiedi un appuntamento",
      },
      {
        titolo: "Eventi privati",
        descrizione:
          "Il giardino e il salone della musica possono ospitare presentazioni, piccoli concerti e incontri riservati.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Tè in biblioteca",
        descrizione:
          "Una visita al tramonto che si conclude con un tè tra gli scaffali della biblioteca di famiglia.",
      },
      {
        titolo: "Concerti in giardino",
        descrizione: "Da giugno a settembre, musica da camera sotto il glicine secolare del cortile interno.",
      },
    ],
    aiInfoUtili:
      "Il museo si trova nel centro storico, a pochi minuti a piedi da Palazzo Ducale e a circa un quarto d'ora dalla stazione ferroviaria. Il piano nobile è raggiungibile con un ascensore. All'interno non è consentito fotografare con il flash; borse voluminose vanno lasciate al guardaroba.",
    aiCta: "Prenota la tua visita e varca la soglia di una casa rimasta ferma nel tempo.",
    seoTitle: "Casa Museo Ardenghi | Museo a Mantova",
    seoMetaDescription:
      "Dipinti, maioliche e arredi originali in un palazzo del centro di Mantova: visita la Casa Museo Ardenghi, tra Ottocento e primo Novecento.",
    createdDaysAgo: 63,
  },
  {
    slug: "collezione-vallerani-design-italiano",
    tipo: "museo",
    nome: "Collezione Vallerani - Design Italiano",
    descrizione:
      "La Collezione Vallerani raccoglie a Pesaro oltre settecento oggetti del design italiano del Novecento: sedute, lampade, radio, macchine per ufficio ed elettrodomestici che hanno cambiato la vita quotidiana degli italiani. Allestita in un ex mobilificio riconvertito, propone mostre temporanee, incontri con progettisti e laboratori per bambini e adulti.",
    sitoWeb: "https://www.collezionevallerani.example",
    regione: "Marche",
    provincia: "Pesaro e Urbino",
    comune: "Pesaro",
    emailContatto: "info@collezionevallerani.example",
    telefono: "+39 0721 308 552",
    indirizzoVia: "Via dell'Industria 27",
    indirizzoCap: "61121",
    indirizzoCitta: "Pesaro",
    instagram: "https://instagram.com/collezionevallerani",
    facebook: null,
    linkedin: "https://linkedin.com/company/collezione-vallerani",
    youtube: null,
    tiktok: null,
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Moda e Design",
    puntiInteresse:
      "Casa Rossini, Sfera Grande di Arnaldo Pomodoro, Palazzo Ducale di Pesaro, Parco Naturale del Monte San Bartolo",
    videoUrl: "https://vimeo.com/482917365",
    riconoscimenti: null,
    orariBooking:
      "Aperta da mercoledì a domenica, 10:00-19:00. Laboratori e visite per gruppi su prenotazione telefonica.",
    aiTitoloPremium: "Collezione Vallerani: un secolo di design italiano in mostra",
    aiSommario:
      "In un ex mobilificio di Pesaro, centinaia di oggetti raccontano come il design italiano abbia trasformato case, uffici e abitudini. Un museo da guardare, ma anche da vivere tra mostre e laboratori.",
    aiChiSiamo:
      "La collezione nasce dalla passione di un imprenditore del mobile pesarese che, a partire dagli anni Settanta, ha raccolto oggetti simbolo del design italiano. Oggi è aperta al pubblico in un edificio industriale restaurato, testimonianza a sua volta della tradizione manifatturiera del territorio.\n\nIl percorso espositivo segue l'evoluzione del progetto italiano dal dopoguerra ai giorni nostri, alternando pezzi iconici e prototipi poco conosciuti.",
    aiValori:
      "Curiosità: raccontiamo gli oggetti attraverso le storie di chi li ha progettati e usati. Memoria industriale: valorizziamo il legame tra design e saper fare manifatturiero. Educazione: crediamo che il design si capisca anche toccando, smontando e progettando. Apertura: ospitiamo giovani designer e scuole di progettazione.",
    aiServizi: [
      {
        titolo: "Visite guidate tematiche",
        descrizione: "Percorsi dedicati a illuminazione, arredo, tecnologia domestica e grafica industriale.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Laboratori di progettazione",
        descrizione: "Attività pratiche per scuole, famiglie e adulti, dalla prima idea al modellino.",
      },
      {
        titolo: "Archivio e consulenze",
        descrizione: "Supporto a studiosi, case editrici e produzioni audiovisive per ricerche e prestiti.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Il designer racconta",
        descrizione:
          "Incontri mensili con progettisti italiani che presentano il proprio lavoro davanti agli oggetti della collezione.",
      },
      {
        titolo: "Notte del design",
        descrizione: "Un'apertura serale con musica, visite lampo e accesso straordinario ai depositi.",
      },
    ],
    aiInfoUtili:
      "La collezione si trova nella zona artigianale di Pesaro, raggiungibile in auto dall'uscita Pesaro-Urbino dell'autostrada A14 e in autobus dalla stazione ferroviaria. Ampio parcheggio gratuito. Il percorso è interamente accessibile alle persone con disabilità motoria.",
    aiCta: "Vieni a scoprire gli oggetti che hanno fatto la storia del design italiano.",
    seoTitle: "Collezione Vallerani | Museo del design a Pesaro",
    seoMetaDescription:
      "Oltre settecento oggetti del design italiano del Novecento in un ex mobilificio di Pesaro: mostre, visite tematiche e laboratori.",
    createdDaysAgo: 121,
  },
  {
    slug: "museo-della-pietra-e-della-luce",
    tipo: "museo",
    nome: "Museo della Pietra e della Luce",
    descrizione:
      "Il Museo della Pietra e della Luce racconta a Trani il legame tra la pietra calcarea locale, l'architettura romanica pugliese e il mare. Attrezzi degli scalpellini, calchi, modelli e installazioni multimediali accompagnano il visitatore dalle cave ai cantieri delle grandi cattedrali. Il percorso si conclude su una terrazza affacciata sul porto, dove la luce del tramonto illumina la pietra chiara della città.",
    sitoWeb: "https://www.museopietraluce.example",
    regione: "Puglia",
    provincia: "Barletta-Andria-Trani",
    comune: "Trani",
    emailContatto: "info@museopietraluce.example",
    telefono: "+39 0883 487 120",
    indirizzoVia: "Via Ognissanti 16",
    indirizzoCap: "76125",
    indirizzoCitta: "Trani",
    instagram: "https://instagram.com/museopietraluce",
    facebook: "https://facebook.com/museopietraluce",
    linkedin: null,
    youtube: null,
    tiktok: "https://tiktok.com/@museopietraluce",
    haModuloContatto: true,
    linkModuloContatto: "https://www.museopietraluce.example/prenota",
    areaTematica: "Arte e Cultura",
    puntiInteresse:
      "Cattedrale di San Nicola Pellegrino, Castello Svevo di Trani, Porto di Trani, Castel del Monte",
    videoUrl: null,
    riconoscimenti: null,
    orariBooking:
      "Aperto tutti i giorni tranne il lunedì, 9:30-13:30 e 16:00-20:00 (in inverno chiusura alle 18:00). Laboratori su prenotazione.",
    aiTitoloPremium: "Museo della Pietra e della Luce: l'anima del romanico pugliese",
    aiSommario:
      "A pochi passi dalla cattedrale sul mare, un museo che racconta la pietra di Trani e il lavoro di chi l'ha trasformata in architettura. Un percorso tra storia, mestieri e luce mediterranea.",
    aiChiSiamo:
      "Il museo è nato per restituire voce agli scalpellini, ai cavatori e ai maestri costruttori che hanno dato forma alle cattedrali della Puglia. Ha sede in un edificio storico del centro, restaurato utilizzando la stessa pietra che è protagonista dell'allestimento.\n\nAccanto alla collezione permanente proponiamo laboratori di intaglio, visite in città e un programma di incontri sull'architettura medievale e sul paesaggio costiero.",
    aiValori:
      "Saper fare: valorizziamo i mestieri della pietra come patrimonio vivo. Rigore: i contenuti del museo sono sviluppati con studiosi di architettura e storia dell'arte. Inclusione: il percorso prevede supporti tattili e descrizioni accessibili. Territorio: colleghiamo il museo ai monumenti della città e della provincia.",
    aiServizi: [
      {
        titolo: "Visite guidate al museo",
        descrizione: "Un'ora tra cave, cantieri e cattedrali, con la guida di storici dell'arte.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Laboratori di intaglio",
        descrizione:
          "Incontri pratici con uno scalpellino per provare gli strumenti tradizionali su piccoli blocchi di pietra.",
        cta: "Iscriviti a un laboratorio",
      },
      {
        titolo: "Itinerari in città",
        descrizione:
          "Passeggiate guidate tra cattedrale, castello e quartiere ebraico, con partenza dal museo.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Tramonto sulla terrazza",
        descrizione:
          "La visita si chiude all'ora dorata, quando la pietra della cattedrale si tinge di rosa sul mare.",
      },
      {
        titolo: "Da Trani a Castel del Monte",
        descrizione: "Un'escursione di mezza giornata alla scoperta dell'enigmatico castello federiciano.",
      },
    ],
    aiInfoUtili:
      "Il museo si trova nel centro storico, a circa quindici minuti a piedi dalla stazione di Trani, servita dai treni regionali sulla linea adriatica. Nelle vie del centro vige la zona a traffico limitato: si consiglia di parcheggiare nelle aree di sosta vicino al porto. Percorso accessibile, con ascensore per la terrazza.",
    aiCta: "Prenota la tua visita e scopri come la pietra diventa luce.",
    seoTitle: "Museo della Pietra e della Luce | Trani",
    seoMetaDescription:
      "La pietra di Trani, gli scalpellini e il romanico pugliese in un museo affacciato sul porto: visite, laboratori di intaglio e itinerari.",
    createdDaysAgo: 45,
  },
  {
    slug: "maglificio-ferrandi-1958",
    tipo: "brand",
    nome: "Maglificio Ferrandi 1958",
    descrizione:
      "Il Maglificio Ferrandi produce dal 1958 maglieria di qualità nel distretto tessile di Carpi. Lane merino, cashmere e cotoni selezionati diventano capi essenziali e durevoli, progettati e realizzati interamente nel proprio laboratorio. Alla terza generazione, l'azienda affianca alla produzione per marchi della moda una linea propria, venduta nello spaccio aziendale e online.",
    sitoWeb: "https://www.maglificioferrandi.example",
    regione: "Emilia-Romagna",
    provincia: "Modena",
    comune: "Carpi",
    emailContatto: "info@maglificioferrandi.example",
    telefono: "+39 059 643 2187",
    indirizzoVia: "Via dei Tessitori 41",
    indirizzoCap: "41012",
    indirizzoCitta: "Carpi",
    instagram: "https://instagram.com/maglificioferrandi",
    facebook: "https://facebook.com/maglificioferrandi",
    linkedin: "https://linkedin.com/company/maglificio-ferrandi",
    youtube: null,
    tiktok: "https://tiktok.com/@maglificioferrandi",
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Moda e Design",
    puntiInteresse: "Piazza dei Martiri, Palazzo dei Pio, Museo Monumento al Deportato, Duomo di Carpi",
    videoUrl: "https://www.youtube.com/watch?v=Tq8Lm4Vb2Ne",
    riconoscimenti: "Filati certificati per tracciabilità e benessere animale.",
    orariBooking:
      "Spaccio aziendale aperto dal martedì al sabato, 9:30-12:30 e 15:30-19:00. Visite al laboratorio su appuntamento.",
    aiTitoloPremium: "Maglificio Ferrandi: maglieria di Carpi dal 1958",
    aiSommario:
      "Tre generazioni, un laboratorio e la passione per i filati nobili: il Maglificio Ferrandi interpreta la tradizione tessile carpigiana con capi essenziali fatti per durare.",
    aiChiSiamo:
      "Tutto è cominciato nel 1958, quando Ermes Ferrandi acquistò la prima macchina da maglieria e la installò nel garage di casa. Da allora l'azienda è cresciuta insieme al distretto di Carpi, restando sempre un laboratorio a conduzione familiare.\n\nOggi progettiamo e produciamo maglieria per importanti marchi della moda e per la nostra linea, con la stessa attenzione di allora: filati selezionati, rifiniture a mano e controllo di ogni capo prima della spedizione.",
    aiValori:
      "Qualità dei materiali: scegliamo filati certificati e tracciabili. Durata: progettiamo capi senza tempo, pensati per accompagnare chi li indossa per molti anni. Lavoro del territorio: tutta la produzione avviene a Carpi, con persone che conoscono il mestiere. Trasparenza: raccontiamo come e dove nasce ogni capo.",
    aiServizi: [
      {
        titolo: "Linea Ferrandi",
        descrizione:
          "Maglioni, cardigan e accessori in merino e cashmere, disponibili nello spaccio e online.",
        cta: "Scopri la collezione",
      },
      {
        titolo: "Produzione conto terzi",
        descrizione:
          "Sviluppo prototipi, campionari e produzioni per marchi della moda italiani e internazionali.",
        cta: "Richiedi un preventivo",
      },
      {
        titolo: "Personalizzazioni",
        descrizione: "Capi su misura e piccole serie personalizzate per aziende e occasioni speciali.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Un giorno in maglificio",
        descrizione:
          "Visita guidata al laboratorio per seguire la nascita di un maglione, dal filato al capo finito.",
      },
      {
        titolo: "Carpi e la maglia",
        descrizione:
          "Passeggiata nel centro storico alla scoperta della storia tessile della città, con sosta allo spaccio.",
      },
    ],
    aiInfoUtili:
      "Il maglificio si trova nella zona artigianale nord di Carpi, a cinque minuti d'auto dall'uscita Carpi dell'autostrada A22. Parcheggio riservato ai clienti. Le visite al laboratorio sono gratuite e si svolgono nei giorni feriali, previo appuntamento.",
    aiCta: "Vieni a trovarci in laboratorio e scopri cosa significa maglieria fatta a Carpi.",
    seoTitle: "Maglificio Ferrandi 1958 | Maglieria di Carpi",
    seoMetaDescription:
      "Maglieria in merino e cashmere prodotta a Carpi dal 1958: linea propria, produzione per marchi della moda e spaccio aziendale.",
    createdDaysAgo: 28,
  },
  {
    slug: "pelletteria-bruni-e-figli",
    tipo: "brand",
    nome: "Pelletteria Bruni & Figli",
    descrizione:
      "La Pelletteria Bruni & Figli lavora la pelle a Scandicci, nel cuore del distretto toscano della pelletteria di lusso. Borse, cinture e piccola pelletteria nascono da pellami conciati al vegetale e vengono tagliati, cuciti e rifiniti a mano da artigiani esperti. L'atelier accoglie i clienti per realizzare pezzi su misura e propone visite per scoprire le fasi della lavorazione.",
    sitoWeb: "https://www.pelletteriabruni.example",
    regione: "Toscana",
    provincia: "Firenze",
    comune: "Scandicci",
    emailContatto: "info@pelletteriabruni.example",
    telefono: "+39 055 752 9013",
    indirizzoVia: "Via delle Fornaci 88",
    indirizzoCap: "50018",
    indirizzoCitta: "Scandicci",
    instagram: "https://instagram.com/pelletteriabruni",
    facebook: null,
    linkedin: "https://linkedin.com/company/pelletteria-bruni",
    youtube: null,
    tiktok: null,
    haModuloContatto: true,
    linkModuloContatto: "https://www.pelletteriabruni.example/prenota",
    areaTematica: "Moda e Design",
    puntiInteresse: "Castello dell'Acciaiolo, Ponte Vecchio, Galleria degli Uffizi, Piazzale Michelangelo",
    videoUrl: null,
    riconoscimenti: null,
    orariBooking:
      "Atelier aperto dal lunedì al venerdì, 9:00-18:00; il sabato solo su appuntamento. Le commissioni su misura richiedono dalle quattro alle otto settimane.",
    aiTitoloPremium: "Pelletteria Bruni & Figli: l'arte della pelle fiorentina",
    aiSommario:
      "Nel distretto di Scandicci, una bottega di famiglia realizza borse e accessori in pelle conciata al vegetale. Pezzi su misura, fatti a mano e pensati per durare una vita.",
    aiChiSiamo:
      "La nostra storia comincia in una piccola bottega di Firenze, dove il fondatore imparò il mestiere lavorando per le grandi case di moda. Con i figli ha trasferito l'attività a Scandicci, dove oggi un gruppo di artigiani porta avanti le stesse tecniche.\n\nOgni borsa nasce da un cartamodello disegnato in atelier e viene tagliata, assemblata e rifinita a mano. Lavoriamo in piccole serie e su commissione, perché crediamo che un oggetto in pelle debba raccontare la persona che lo porta.",
    aiValori:
      "Artigianalità: ogni fase della lavorazione è svolta a mano nel nostro laboratorio. Materiali responsabili: scegliamo pellami conciati al vegetale in Toscana. Personalizzazione: ascoltiamo i clienti per creare pezzi davvero unici. Cura nel tempo: offriamo un servizio di manutenzione e riparazione per tutti i nostri prodotti.",
    aiServizi: [
      {
        titolo: "Su misura",
        descrizione:
          "Progettazione di borse e accessori personalizzati, dalla scelta della pelle alle iniziali impresse a caldo.",
        cta: "Prenota un appuntamento",
      },
      {
        titolo: "Collezione di bottega",
        descrizione: "Modelli senza tempo disponibili in atelier, in più colori e finiture.",
      },
      {
        titolo: "Riparazione e cura",
        descrizione:
          "Manutenzione, rinnovo dei bordi e sostituzione di accessori metallici per prolungare la vita dei pezzi.",
        cta: "Richiedi assistenza",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Visita in atelier",
        descrizione:
          "Un'ora accanto agli artigiani per osservare taglio, cucitura e tinteggiatura dei bordi.",
      },
      {
        titolo: "Il tuo portafoglio in un giorno",
        descrizione: "Laboratorio pratico in cui realizzare a mano un piccolo accessorio da portare a casa.",
      },
    ],
    aiInfoUtili:
      "Scandicci è collegata al centro di Firenze dalla linea T1 della tramvia, con fermate a pochi minuti a piedi dall'atelier. In auto è raggiungibile dall'uscita Firenze Scandicci dell'autostrada A1. Per le visite e i laboratori è consigliata la prenotazione con qualche giorno di anticipo.",
    aiCta: "Prenota un appuntamento in atelier e crea il tuo pezzo in pelle su misura.",
    seoTitle: "Pelletteria Bruni & Figli | Pelle su misura",
    seoMetaDescription:
      "Borse e accessori in pelle conciata al vegetale fatti a mano a Scandicci: collezione di bottega, creazioni su misura e laboratori in atelier.",
    createdDaysAgo: 154,
  },
  {
    slug: "intagli-sassolungo",
    tipo: "brand",
    nome: "Intagli Sassolungo",
    descrizione:
      "Intagli Sassolungo porta avanti a Ortisei la tradizione della scultura lignea della Val Gardena. Nel laboratorio si realizzano figure, presepi, decorazioni e oggetti di design in cirmolo e acero, unendo intaglio a mano e strumenti contemporanei. Accanto alle opere classiche, il marchio collabora con designer e architetti per arredi e complementi che portano il legno di montagna nelle case di oggi.",
    sitoWeb: "https://www.intaglisassolungo.example",
    regione: "Trentino-Alto Adige",
    provincia: "Bolzano",
    comune: "Ortisei",
    emailContatto: "info@intaglisassolungo.example",
    telefono: "+39 0471 796 334",
    indirizzoVia: "Via Rezia 63",
    indirizzoCap: "39046",
    indirizzoCitta: "Ortisei",
    instagram: "https://instagram.com/intaglisassolungo",
    facebook: "https://facebook.com/intaglisassolungo",
    linkedin: null,
    youtube: null,
    tiktok: null,
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Moda e Design",
    puntiInteresse: "Seceda, Alpe di Siusi, Museum Gherdëina, Sassolungo",
    videoUrl: "https://vimeo.com/731604288",
    riconoscimenti:
      "Partecipazione a esposizioni dedicate all'artigianato artistico alpino in Italia e in Austria.",
    orariBooking: null,
    aiTitoloPremium: "Intagli Sassolungo: il legno della Val Gardena, tra arte e design",
    aiSommario:
      "A Ortisei, un laboratorio di scultura lignea che custodisce un'arte secolare della Val Gardena. Opere tradizionali e oggetti di design nati dal cirmolo e dall'acero delle Dolomiti.",
    aiChiSiamo:
      "La Val Gardena è conosciuta in tutto il mondo per la scultura in legno, un mestiere tramandato di generazione in generazione. Intagli Sassolungo nasce da una famiglia di intagliatori che ha scelto di custodire questa eredità senza rinunciare a sperimentare.\n\nNel nostro laboratorio convivono sgorbie e scalpelli tradizionali, disegno digitale e collaborazioni con designer. Il risultato sono opere che parlano la lingua della montagna e si inseriscono con naturalezza negli spazi contemporanei.",
    aiValori:
      "Tradizione: rispettiamo le tecniche e le forme che hanno reso celebre la Val Gardena. Sperimentazione: dialoghiamo con designer e architetti per dare nuova vita al legno. Sostenibilità: utilizziamo legname proveniente da boschi alpini gestiti in modo responsabile. Unicità: ogni pezzo è rifinito a mano e porta i segni del suo autore.",
    aiServizi: [
      {
        titolo: "Sculture e presepi",
        descrizione: "Figure sacre e profane intagliate a mano, al naturale o dipinte, anche su commissione.",
        cta: "Richiedi un preventivo",
      },
      {
        titolo: "Design in legno",
        descrizione: "Complementi d'arredo e oggetti per la casa sviluppati con designer contemporanei.",
      },
      {
        titolo: "Progetti per architetti",
        descrizione: "Elementi decorativi e arredi su misura per hotel, chalet e spazi pubblici.",
        cta: "Contattaci per un progetto",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Dentro il laboratorio",
        descrizione:
          "Una visita per osservare da vicino le fasi dell'intaglio e il lavoro di rifinitura e pittura.",
      },
      {
        titolo: "Il profumo del cirmolo",
        descrizione:
          "Un breve corso introduttivo per sperimentare le prime tecniche di intaglio su un piccolo soggetto.",
      },
    ],
    aiInfoUtili:
      "Ortisei è raggiungibile in auto dall'uscita Chiusa-Val Gardena dell'autostrada del Brennero e con autobus di linea dalla stazione di Bolzano. Il laboratorio si trova nella via principale del paese, facilmente raggiungibile a piedi dal centro. Le visite si organizzano su richiesta, in italiano, tedesco e inglese.",
    aiCta: "Scrivici per portare a casa un pezzo autentico della Val Gardena.",
    seoTitle: "Intagli Sassolungo | Scultura in legno a Ortisei",
    seoMetaDescription:
      "Sculture, presepi e oggetti di design in cirmolo intagliati a mano a Ortisei, in Val Gardena: tradizione alpina e collaborazioni con designer.",
    createdDaysAgo: 77,
  },
  {
    slug: "tenuta-colle-serafino",
    tipo: "enogastronomia",
    nome: "Tenuta Colle Serafino",
    descrizione:
      "Tenuta Colle Serafino è un'azienda vitivinicola a conduzione familiare sulle colline di Loreto Aprutino, tra il massiccio del Gran Sasso e il mare Adriatico. Coltiva Montepulciano, Trebbiano, Pecorino e Cerasuolo in vigneti gestiti con metodi biologici e produce anche olio extravergine da olive di varietà locali. La cantina propone degustazioni, visite in vigna e pranzi con i prodotti dell'orto.",
    sitoWeb: "https://www.colleserafino.example",
    regione: "Abruzzo",
    provincia: "Pescara",
    comune: "Loreto Aprutino",
    emailContatto: "info@colleserafino.example",
    telefono: "+39 085 829 4417",
    indirizzoVia: "Contrada Fiorano 12",
    indirizzoCap: "65014",
    indirizzoCitta: "Loreto Aprutino",
    instagram: "https://instagram.com/colleserafino",
    facebook: "https://facebook.com/colleserafino",
    linkedin: null,
    youtube: "https://youtube.com/@colleserafino",
    tiktok: null,
    haModuloContatto: true,
    linkModuloContatto: "https://www.colleserafino.example/prenota",
    areaTematica: "Cucina e Enogastronomia",
    puntiInteresse:
      "Chiesa di Santa Maria in Piano, Castello Chiola, Parco Nazionale del Gran Sasso e Monti della Laga, Centro storico di Penne",
    videoUrl: "https://www.youtube.com/watch?v=Wf5nC9pRx3A",
    riconoscimenti: "Vigneti a conduzione biologica certificata.",
    orariBooking:
      "Degustazioni dal martedì alla domenica alle 11:00 e alle 16:30, solo su prenotazione. Pranzi in tenuta il sabato e la domenica.",
    aiTitoloPremium: "Tenuta Colle Serafino: i vini d'Abruzzo tra Gran Sasso e Adriatico",
    aiSommario:
      "Sulle colline di Loreto Aprutino, una famiglia di vignaioli produce Montepulciano, Cerasuolo e bianchi autoctoni con metodi biologici. Degustazioni, visite in vigna e la cucina di casa per scoprire l'Abruzzo più vero.",
    aiChiSiamo:
      "La tenuta appartiene alla nostra famiglia da quattro generazioni. Un tempo si vendevano le uve alle cantine della zona; oggi vinifichiamo tutto in azienda, con l'obiettivo di raccontare in bottiglia il carattere delle colline pescaresi.\n\nColtiviamo i vigneti con metodi biologici, vendemmiamo a mano e lavoriamo in cantina con interventi misurati. Accanto al vino produciamo olio extravergine e ortaggi che ritrovate nei pranzi della domenica.",
    aiValori:
      "Rispetto della terra: coltiviamo in regime biologico e tuteliamo la biodiversità del vigneto. Vitigni autoctoni: crediamo nelle varietà abruzzesi e nel loro potenziale. Accoglienza familiare: chi viene in tenuta è accolto da chi il vino lo fa ogni giorno. Pazienza: lasciamo al tempo il compito di affinare i nostri vini migliori.",
    aiServizi: [
      {
        titolo: "Degustazioni in cantina",
        descrizione: "Assaggio guidato di quattro o sei vini, accompagnato da olio, pane e formaggi locali.",
        cta: "Prenota una degustazione",
      },
      {
        titolo: "Pranzo in tenuta",
        descrizione:
          "Menu stagionale della tradizione abruzzese in abbinamento ai vini della casa, nel fine settimana.",
        cta: "Prenota un tavolo",
      },
      {
        titolo: "Vendita diretta",
        descrizione: "Vini e olio disponibili in cantina e con spedizione in tutta Italia.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Vendemmia in famiglia",
        descrizione:
          "A settembre, una mattina tra i filari per raccogliere l'uva e scoprire i segreti della vinificazione.",
      },
      {
        titolo: "Tramonto tra le vigne",
        descrizione: "Passeggiata al calar del sole con calice di Cerasuolo e vista sul Gran Sasso.",
      },
      {
        titolo: "Dal frantoio alla tavola",
        descrizione:
          "In autunno, visita alla raccolta delle olive e assaggio dell'olio nuovo su pane abbrustolito.",
      },
    ],
    aiInfoUtili:
      "La tenuta dista circa venticinque minuti in auto da Pescara e dall'aeroporto d'Abruzzo; l'uscita autostradale più comoda è Pescara Nord sull'A14. Le ultime centinaia di metri sono su strada bianca. Le degustazioni durano circa un'ora e mezza; sono disponibili percorsi analcolici per chi guida.",
    aiCta: "Prenota la tua visita e brinda con noi all'Abruzzo più autentico.",
    seoTitle: "Tenuta Colle Serafino | Cantina a Loreto Aprutino",
    seoMetaDescription:
      "Montepulciano d'Abruzzo, Cerasuolo e bianchi autoctoni da vigneti biologici: degustazioni, pranzi e visite in vigna a Loreto Aprutino.",
    createdDaysAgo: 12,
  },
  {
    slug: "cascina-rovere-bianco",
    tipo: "enogastronomia",
    nome: "Cascina Rovere Bianco",
    descrizione:
      "Cascina Rovere Bianco coltiva nocciole Tonda Gentile sulle colline dell'Alta Langa, a Cortemilia, e le trasforma nel proprio laboratorio in creme spalmabili, torte di nocciole, croccanti e farine. La lavorazione segue ricette di famiglia e tempi lenti, dalla tostatura alla macinatura a pietra. In cascina si possono visitare i noccioleti, assistere alla lavorazione e acquistare i prodotti appena preparati.",
    sitoWeb: "https://www.cascinaroverebianco.example",
    regione: "Piemonte",
    provincia: "Cuneo",
    comune: "Cortemilia",
    emailContatto: "info@cascinaroverebianco.example",
    telefono: "+39 0173 817 226",
    indirizzoVia: "Borgata Bruceto 5",
    indirizzoCap: "12074",
    indirizzoCitta: "Cortemilia",
    instagram: "https://instagram.com/cascinaroverebianco",
    facebook: "https://facebook.com/cascinaroverebianco",
    linkedin: null,
    youtube: null,
    tiktok: "https://tiktok.com/@cascinaroverebianco",
    haModuloContatto: true,
    linkModuloContatto: "https://www.cascinaroverebianco.example/prenota",
    areaTematica: "Cucina e Enogastronomia",
    puntiInteresse: "Castello di Grinzane Cavour, Centro storico di Alba, Borgo di Bossolasco",
    videoUrl: null,
    riconoscimenti: null,
    orariBooking:
      "Bottega aperta tutti i giorni, 9:00-12:30 e 14:30-18:30. Visite ai noccioleti e al laboratorio su prenotazione, da marzo a novembre.",
    aiTitoloPremium: "Cascina Rovere Bianco: nocciole dell'Alta Langa, dal ramo al vasetto",
    aiSommario:
      "A Cortemilia, nel cuore dell'Alta Langa, una cascina di famiglia coltiva e trasforma la nocciola Tonda Gentile. Creme, torte e croccanti preparati con pazienza, da scoprire visitando noccioleti e laboratorio.",
    aiChiSiamo:
      "La cascina è stata per decenni un'azienda agricola come tante in Alta Langa: vigne, qualche animale e i primi noccioleti piantati dal nonno. Negli anni Novanta abbiamo scelto di dedicarci interamente alla nocciola e di trasformarla noi stessi.\n\nOggi seguiamo tutta la filiera, dalla potatura alla raccolta, dalla tostatura al confezionamento. Le nostre ricette sono poche e semplici, perché la materia prima è già straordinaria.",
    aiValori:
      "Filiera corta: coltiviamo e trasformiamo le nostre nocciole, senza intermediari. Semplicità: usiamo pochi ingredienti e nessun aroma artificiale. Paesaggio: curiamo i noccioleti e i muretti a secco che disegnano le colline di Cortemilia. Condivisione: apriamo la cascina a chi vuole conoscere da vicino il nostro lavoro.",
    aiServizi: [
      {
        titolo: "Bottega in cascina",
        descrizione: "Creme, torte, croccanti, farine e nocciole tostate disponibili tutto l'anno.",
        cta: "Scopri i prodotti",
      },
      {
        titolo: "Visite guidate",
        descrizione: "Passeggiata nei noccioleti e visita al laboratorio, con assaggio finale dei prodotti.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Confezioni regalo",
        descrizione:
          "Cesti e confezioni personalizzate per privati e aziende, con spedizione in Italia e in Europa.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "La raccolta delle nocciole",
        descrizione:
          "Tra agosto e settembre, una mattina in noccioleto per vivere il momento più importante dell'anno.",
      },
      {
        titolo: "Merenda sinoira",
        descrizione:
          "La tradizionale merenda piemontese del tardo pomeriggio, con salumi, formaggi e dolci alla nocciola.",
      },
    ],
    aiInfoUtili:
      "Cortemilia si trova in Alta Langa, a circa un'ora d'auto da Alba e da Savona. La cascina è a pochi chilometri dal centro del paese, lungo una strada collinare asfaltata e ben segnalata. Non ci sono collegamenti pubblici diretti: si consiglia l'auto. Le visite sono adatte anche ai bambini.",
    aiCta: "Vieni in cascina e assaggia la nocciola dell'Alta Langa appena tostata.",
    seoTitle: "Cascina Rovere Bianco | Nocciole dell'Alta Langa",
    seoMetaDescription:
      "Creme, torte e croccanti di nocciola Tonda Gentile coltivata e lavorata a Cortemilia: bottega in cascina, visite ai noccioleti e degustazioni.",
    createdDaysAgo: 59,
  },
  {
    slug: "frantoio-poggio-sant-emiliano",
    tipo: "enogastronomia",
    nome: "Frantoio Poggio Sant'Emiliano",
    descrizione:
      "Il Frantoio Poggio Sant'Emiliano produce olio extravergine di oliva sulle pendici di Trevi, nella fascia olivata che si estende tra Assisi e Spoleto. Le olive, in prevalenza di varietà Moraiolo, vengono raccolte a mano e molite entro poche ore in un frantoio a ciclo continuo. L'azienda propone visite al frantoio durante la campagna olearia, degustazioni guidate e passeggiate tra gli ulivi secolari.",
    sitoWeb: "https://www.poggiosantemiliano.example",
    regione: "Umbria",
    provincia: "Perugia",
    comune: "Trevi",
    emailContatto: "info@poggiosantemiliano.example",
    telefono: "+39 0742 381 509",
    indirizzoVia: "Via Flaminia Vecchia 118",
    indirizzoCap: "06039",
    indirizzoCitta: "Trevi",
    instagram: "https://instagram.com/poggiosantemiliano",
    facebook: null,
    linkedin: null,
    youtube: null,
    tiktok: null,
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Cucina e Enogastronomia",
    puntiInteresse: "Fonti del Clitunno, Tempietto del Clitunno, Centro storico di Spoleto, Montefalco",
    videoUrl: null,
    riconoscimenti: "Olio extravergine prodotto nell'area della DOP Umbria.",
    orariBooking:
      "Punto vendita aperto dal lunedì al sabato, 9:00-13:00 e 15:00-19:00. Durante la campagna olearia, da fine ottobre a dicembre, visite al frantoio in funzione ogni giorno.",
    aiTitoloPremium: "Frantoio Poggio Sant'Emiliano: l'olio di Trevi, verde e intenso",
    aiSommario:
      "Tra Assisi e Spoleto, sulle pendici olivate di Trevi, un frantoio di famiglia produce un extravergine intenso e fragrante. Visite, degustazioni e passeggiate tra ulivi secolari per conoscere l'anima dell'Umbria.",
    aiChiSiamo:
      "La nostra famiglia coltiva ulivi sulle colline di Trevi da generazioni. Per molti anni abbiamo portato le olive ai frantoi della zona; poi abbiamo deciso di costruire il nostro, per seguire ogni fase della produzione e garantire tempi di molitura brevissimi.\n\nOggi lavoriamo le olive dei nostri oliveti e quelle di piccoli produttori vicini, con cui condividiamo la stessa idea di qualità.",
    aiValori:
      "Tempestività: moliamo le olive nel giro di poche ore dalla raccolta. Custodia del paesaggio: manteniamo gli oliveti terrazzati che caratterizzano la collina di Trevi. Collaborazione: sosteniamo i piccoli olivicoltori del territorio. Educazione al gusto: insegniamo a riconoscere un olio di qualità attraverso l'assaggio.",
    aiServizi: [
      {
        titolo: "Degustazioni guidate",
        descrizione:
          "Assaggio tecnico di diversi extravergini, con abbinamenti a pane, legumi e verdure di stagione.",
        cta: "Prenota una degustazione",
      },
      {
        titolo: "Molitura conto terzi",
        descrizione: "Servizio di frangitura per le olive dei privati e dei piccoli produttori della zona.",
      },
      {
        titolo: "Vendita e spedizioni",
        descrizione: "Olio in bottiglia e in latta, disponibile in frantoio e con consegna a domicilio.",
        cta: "Ordina l'olio nuovo",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Una giornata di raccolta",
        descrizione:
          "In autunno, mattinata tra gli ulivi con i raccoglitori e pranzo con bruschetta all'olio appena franto.",
      },
      {
        titolo: "Passeggiata tra gli ulivi secolari",
        descrizione:
          "Un percorso lungo l'antico sentiero che collega gli oliveti di Trevi, con sosta panoramica sulla valle.",
      },
    ],
    aiInfoUtili:
      "Trevi si trova lungo la SS3 Flaminia tra Foligno e Spoleto ed è servita da una stazione ferroviaria sulla linea Roma-Ancona. Il frantoio è ai piedi del borgo, con ampio parcheggio. Durante la campagna olearia si consiglia di prenotare le visite nei giorni feriali, quando l'attività è più intensa.",
    aiCta: "Vieni ad assaggiare l'olio nuovo direttamente dal frantoio.",
    seoTitle: "Frantoio Poggio Sant'Emiliano | Olio di Trevi",
    seoMetaDescription:
      "Olio extravergine di Moraiolo prodotto a Trevi, in Umbria: visite al frantoio, degustazioni guidate e passeggiate tra ulivi secolari.",
    createdDaysAgo: 110,
  },
  {
    slug: "officine-molo-vecchio",
    tipo: "altro",
    nome: "Officine Molo Vecchio",
    descrizione:
      "Officine Molo Vecchio è un incubatore d'impresa dedicato all'economia del mare, nato a Genova negli spazi di un ex magazzino portuale. Accompagna startup e piccole imprese attive nella logistica, nella cantieristica, nelle energie marine e nella tutela degli ecosistemi costieri con percorsi di accelerazione, mentoring e accesso a una rete di partner industriali e di ricerca.",
    sitoWeb: "https://www.officinemolovecchio.example",
    regione: "Liguria",
    provincia: "Genova",
    comune: "Genova",
    emailContatto: "info@officinemolovecchio.example",
    telefono: "+39 010 246 7781",
    indirizzoVia: "Calata Gadda 3",
    indirizzoCap: "16128",
    indirizzoCitta: "Genova",
    instagram: "https://instagram.com/officinemolovecchio",
    facebook: null,
    linkedin: "https://linkedin.com/company/officine-molo-vecchio",
    youtube: "https://youtube.com/@officinemolovecchio",
    tiktok: null,
    haModuloContatto: false,
    linkModuloContatto: null,
    areaTematica: "Innovazione e Impresa",
    puntiInteresse: "Acquario di Genova, Porto Antico, Palazzi dei Rolli, Lanterna di Genova",
    videoUrl: "https://www.youtube.com/watch?v=Hd2sJ6kZp9U",
    riconoscimenti: null,
    orariBooking:
      "Spazi di coworking aperti dal lunedì al venerdì, 8:30-19:30. Open day per startup ogni primo giovedì del mese.",
    aiTitoloPremium: "Officine Molo Vecchio: dove nascono le imprese della blue economy",
    aiSommario:
      "Nel porto di Genova, un incubatore che aiuta startup e piccole imprese a trasformare idee legate al mare in progetti concreti. Mentoring, spazi di lavoro e una rete di partner per crescere più in fretta.",
    aiChiSiamo:
      "Genova ha sempre vissuto di mare, di commerci e di ingegno. Officine Molo Vecchio nasce per dare a questa vocazione una nuova forma, sostenendo le imprese che sviluppano soluzioni innovative per porti, navi, energia e ambiente marino.\n\nIn un ex magazzino portuale ristrutturato offriamo postazioni di lavoro, sale riunioni, un laboratorio di prototipazione e soprattutto una comunità di imprenditori, ricercatori e mentor pronti a condividere esperienze.",
    aiValori:
      "Concretezza: misuriamo il nostro lavoro sui progetti che arrivano sul mercato. Apertura: accogliamo idee da tutta Italia e dall'estero. Sostenibilità: privilegiamo soluzioni che riducono l'impatto delle attività umane sul mare. Collaborazione: favoriamo l'incontro tra startup, grandi aziende e università.",
    aiServizi: [
      {
        titolo: "Programma di accelerazione",
        descrizione:
          "Sei mesi di affiancamento su modello di business, prodotto, finanza e accesso al mercato.",
        cta: "Candida la tua startup",
      },
      {
        titolo: "Coworking sul porto",
        descrizione:
          "Postazioni flessibili e uffici riservati con vista sulle calate, sale riunioni e spazi per eventi.",
        cta: "Prenota una visita",
      },
      {
        titolo: "Open innovation",
        descrizione:
          "Programmi su misura per aziende che vogliono collaborare con startup su sfide specifiche.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Demo day",
        descrizione:
          "Due volte l'anno le startup presentano i propri progetti a investitori, aziende e stampa.",
      },
      {
        titolo: "Colazioni sul molo",
        descrizione:
          "Incontri informali del venerdì mattina con imprenditori e manager del settore marittimo.",
      },
    ],
    aiInfoUtili:
      "Le Officine si trovano nell'area del Porto Antico, a pochi minuti a piedi dalla fermata San Giorgio della metropolitana, collegata alle stazioni di Genova Brignole e Piazza Principe. Non è disponibile un parcheggio riservato: si consigliano i parcheggi pubblici del Porto Antico. Le visite agli spazi sono gratuite previo appuntamento.",
    aiCta: "Hai un'idea legata al mare? Raccontacela e costruiamo insieme la tua impresa.",
    seoTitle: "Officine Molo Vecchio | Incubatore blue economy",
    seoMetaDescription:
      "Incubatore d'impresa nel porto di Genova per startup della blue economy: accelerazione, mentoring, coworking e open innovation.",
    createdDaysAgo: 5,
  },
  {
    slug: "centro-velico-riviera-del-corallo",
    tipo: "altro",
    nome: "Centro Velico Riviera del Corallo",
    descrizione:
      "Il Centro Velico Riviera del Corallo è un'associazione sportiva che dal porto di Alghero insegna la vela a bambini, ragazzi e adulti. Organizza corsi su derive e cabinati, uscite in barca lungo la costa di Capo Caccia e attività di educazione ambientale dedicate al mare e all'Area Marina Protetta. Collabora con scuole e associazioni per rendere la vela accessibile anche a persone con disabilità.",
    sitoWeb: "https://www.velicorivieracorallo.example",
    regione: "Sardegna",
    provincia: "Sassari",
    comune: "Alghero",
    emailContatto: "info@velicorivieracorallo.example",
    telefono: "+39 079 954 6612",
    indirizzoVia: "Banchina Dogana 7",
    indirizzoCap: "07041",
    indirizzoCitta: "Alghero",
    instagram: "https://instagram.com/velicorivieracorallo",
    facebook: "https://facebook.com/velicorivieracorallo",
    linkedin: null,
    youtube: null,
    tiktok: null,
    haModuloContatto: true,
    linkModuloContatto: "https://www.velicorivieracorallo.example/prenota",
    areaTematica: "Altro",
    puntiInteresse: "Grotta di Nettuno, Capo Caccia, Bastioni di Alghero, Nuraghe di Palmavera",
    videoUrl: null,
    riconoscimenti: "Istruttori qualificati con brevetto federale e formazione in primo soccorso.",
    orariBooking:
      "Segreteria aperta dal lunedì al sabato, 9:00-13:00 e 16:00-19:00. Corsi estivi da giugno a settembre; uscite in barca tutto l'anno, condizioni meteo permettendo.",
    aiTitoloPremium: "Centro Velico Riviera del Corallo: impara la vela ad Alghero",
    aiSommario:
      "Dal porto di Alghero, corsi di vela per tutte le età e uscite in barca verso Capo Caccia. Un modo diverso di vivere la Riviera del Corallo, con il vento come compagno di viaggio.",
    aiChiSiamo:
      "Siamo un gruppo di istruttori e appassionati che condividono l'amore per la vela e per il mare di Alghero. Da anni accogliamo sulle nostre barche bambini alle prime armi, ragazzi che sognano le regate e adulti che vogliono imparare a condurre un cabinato.\n\nLa vela per noi è anche educazione: insegniamo a leggere il vento e il meteo, a rispettare l'ambiente marino e a lavorare in squadra.",
    aiValori:
      "Sicurezza: ogni attività è seguita da istruttori qualificati e da mezzi di assistenza. Rispetto del mare: promuoviamo comportamenti responsabili nell'Area Marina Protetta. Inclusione: progettiamo attività accessibili anche a persone con disabilità. Spirito di squadra: in barca si cresce insieme.",
    aiServizi: [
      {
        titolo: "Corsi di vela su deriva",
        descrizione: "Corsi settimanali per bambini e ragazzi dagli 8 anni, su derive singole e doppie.",
        cta: "Iscriviti a un corso",
      },
      {
        titolo: "Corsi su cabinato",
        descrizione: "Percorsi per adulti, dalle prime nozioni alla conduzione autonoma di una barca a vela.",
        cta: "Prenota una lezione di prova",
      },
      {
        titolo: "Uscite in barca",
        descrizione:
          "Mezze giornate e giornate intere lungo la costa, con soste per il bagno nelle cale più belle.",
      },
    ],
    aiEsperienze: [
      {
        titolo: "Vela al tramonto",
        descrizione: "Un'uscita serale davanti ai bastioni di Alghero, quando la città si accende di luci.",
      },
      {
        titolo: "Verso Capo Caccia",
        descrizione:
          "Una giornata in barca fino alle falesie del promontorio, con vista sull'ingresso della Grotta di Nettuno.",
      },
    ],
    aiInfoUtili:
      "La base del Centro Velico si trova nel porto turistico di Alghero, a pochi passi dal centro storico. L'aeroporto di Alghero-Fertilia dista circa un quarto d'ora in auto. Per le attività in barca servono costume, crema solare, cappello e scarpe con suola chiara; i giubbotti di salvataggio sono forniti dal centro.",
    aiCta: "Sali a bordo con noi e scopri la Riviera del Corallo dal mare.",
    seoTitle: "Centro Velico Riviera del Corallo | Vela ad Alghero",
    seoMetaDescription:
      "Corsi di vela per bambini, ragazzi e adulti e uscite in barca verso Capo Caccia: vivi il mare di Alghero con il Centro Velico Riviera del Corallo.",
    createdDaysAgo: 171,
  },
];
