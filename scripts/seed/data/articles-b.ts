// Demo articles for the Arte, Turismo and Innovazione sections of Atlante.
import type { SeedArticle } from "./types";

export const articlesB: SeedArticle[] = [
  {
    slug: "opificio-delle-pietre-dure-bottega-dei-medici-restauro",
    title: "Opificio delle Pietre Dure, la bottega dei Medici che insegna al mondo il restauro",
    category: "arte",
    excerpt:
      "Nato nel 1588 come manifattura granducale del commesso in pietre dure, l'Opificio fiorentino è oggi uno dei grandi laboratori di restauro del mondo: storia, cantieri e scuola.",
    content: `<p>Per capire che cosa sia l'<strong>Opificio delle Pietre Dure</strong> bisogna partire da una data, il 1588, e da un committente, il granduca <strong>Ferdinando I de' Medici</strong>. Fu lui a riunire in un'unica manifattura di corte, allestita nella Galleria dei Lavori degli Uffizi, gli artigiani specializzati nel taglio di agate, diaspri, lapislazzuli e calcedoni. Nel 1796 la bottega si trasferì nell'ex convento di San Niccolò, in <strong>via degli Alfani</strong>, dove ancora oggi ha sede il suo museo.</p>
<h2>Il commesso fiorentino, una pittura fatta di pietra</h2>
<p>La specialità della casa era il <em>commesso fiorentino</em>: sottili lastre di pietra, tagliate a mano con un archetto di legno e un filo metallico aiutato da polvere abrasiva, venivano sagomate e accostate con tale precisione da rendere invisibili le giunture. Fiori, uccelli, paesaggi e nature morte nascevano dalle venature naturali dei minerali, scelte come un pittore sceglie i colori sulla tavolozza. Il grande cantiere del Seicento fu la <strong>Cappella dei Principi</strong> in San Lorenzo, il mausoleo dei Medici avviato nel 1604 e rivestito di marmi e pietre dure nel corso di oltre un secolo.</p>
<h2>Dall'alluvione del 1966 al restauro scientifico</h2>
<p>La svolta moderna arrivò con l'<strong>alluvione del 4 novembre 1966</strong>, quando l'Arno invase chiese, musei e archivi. Le competenze dell'Opificio, fino ad allora concentrate sulle pietre, si allargarono a dipinti, sculture e materiali di ogni tipo, e nel 1975 l'istituto fu riorganizzato come organo del Ministero, riunendo la vecchia manifattura e i laboratori di restauro della Soprintendenza fiorentina. Oggi i settori coprono dipinti su tela e tavola, pitture murali, bronzi e armi antiche, materiali ceramici, oreficerie, tessili e arazzi, materiali cartacei, sculture lignee policrome, mosaico e commesso. Gran parte dei laboratori lavora alla <strong>Fortezza da Basso</strong>, vicino alla stazione di Santa Maria Novella.</p>
<h3>Tre cantieri da ricordare</h3>
<ul>
<li><strong>Il Crocifisso di Cimabue</strong> di Santa Croce, gravemente danneggiato dall'acqua e dal fango nel 1966 e diventato il simbolo della rinascita dopo l'alluvione.</li>
<li><strong>L'Ultima Cena di Giorgio Vasari</strong> (1546), rimasta per ore sommersa e tornata visibile in Santa Croce nel 2016, a cinquant'anni dall'alluvione, dopo un lunghissimo intervento sul supporto ligneo.</li>
<li><strong>L'Adorazione dei Magi di Leonardo</strong>, la grande tavola incompiuta del 1481, restaurata tra il 2011 e il 2017 e poi ricollocata agli Uffizi.</li>
</ul>
<p>Il metodo dell'Opificio si regge su un principio semplice da enunciare e difficile da praticare: prima di intervenire bisogna conoscere. Ogni opera passa per il <strong>laboratorio scientifico</strong> interno, dove riflettografie, radiografie e analisi dei materiali ricostruiscono la storia dell'oggetto, i pentimenti dell'artista e i restauri precedenti. Solo dopo si decide, in équipe, quanto e come intervenire, documentando ogni passaggio. È questo approccio, più ancora delle singole imprese, ad aver fatto dell'istituto fiorentino un riferimento internazionale, chiamato a collaborare con musei e soprintendenze di mezzo mondo.</p>
<p>Accanto ai laboratori vive la <strong>Scuola di Alta Formazione e Studio</strong>, che forma i restauratori con un corso di cinque anni, equiparato a una laurea magistrale e a numero chiuso: i posti messi a concorso ogni anno sono pochissimi e la selezione prevede prove pratiche e colloqui. Gli allievi lavorano fin dai primi anni su opere vere, affiancati dai restauratori dell'istituto, secondo una formula che ricorda la bottega rinascimentale più che l'aula universitaria.</p>
<p>Per il visitatore la porta d'ingresso è il <strong>Museo dell'Opificio</strong>, in via degli Alfani 78, a pochi passi dalla Galleria dell'Accademia. Nelle sale sono esposti piani di tavolo, pannelli e ritratti in commesso, una vasta raccolta di campioni di pietre e, al piano superiore, i banchi da lavoro storici con gli attrezzi originali: archetti, morse, mole. È una visita breve, un'ora basta, ma cambia lo sguardo con cui si osservano poi la Cappella dei Principi o i tavoli intarsiati di Palazzo Pitti.</p>`,
    author: "Elena Marchetti",
    readTime: "4 min",
    publishedDaysAgo: 4,
  },
  {
    slug: "biennale-di-venezia-architettura-tra-giardini-e-arsenale",
    title: "Biennale di Venezia, una lezione di architettura tra i Giardini e l'Arsenale",
    category: "arte",
    excerpt:
      "Dal 1895 la Biennale trasforma Venezia in una capitale dell'arte contemporanea. Ma i suoi padiglioni firmati da Scarpa, Aalto e Rietveld meritano una visita a sé.",
    content: `<p>La prima <strong>Esposizione Internazionale d'Arte della Città di Venezia</strong> aprì il 30 aprile 1895 nei Giardini di Castello, il parco voluto in epoca napoleonica all'estremità orientale della città. Da allora la <strong>Biennale</strong> è diventata un'istituzione che abbraccia arti visive, architettura, cinema, teatro, musica e danza, con un calendario che oggi alterna, di norma, la Mostra d'Arte negli anni dispari e quella di Architettura negli anni pari, entrambe aperte per sei o sette mesi, dalla primavera a novembre.</p>
<h2>I Giardini, un museo di padiglioni nazionali</h2>
<p>Il primo padiglione straniero fu quello del <strong>Belgio</strong>, inaugurato nel 1907; negli anni seguenti arrivarono Ungheria, Germania e Gran Bretagna, e oggi i Giardini ospitano una trentina di padiglioni nazionali, ciascuno gestito dal proprio Paese. Camminando tra i viali si attraversa un secolo di architettura: il padiglione dell'<strong>Austria</strong> progettato da Josef Hoffmann nel 1934, quello dei <strong>Paesi Bassi</strong> di Gerrit Rietveld (1953), il piccolo padiglione in legno della <strong>Finlandia</strong> di Alvar Aalto (1956) e il <strong>Padiglione dei Paesi Nordici</strong> di Sverre Fehn, completato nel 1962, con la copertura a lamelle attraversata dai tronchi degli alberi.</p>
<h3>L'impronta di Carlo Scarpa</h3>
<p>Nessun architetto ha segnato i Giardini quanto il veneziano <strong>Carlo Scarpa</strong>, che collaborò con la Biennale per oltre vent'anni. Suoi sono il <strong>Giardino delle sculture</strong> all'interno del Padiglione Centrale (1952), un piccolo cortile di cemento, acqua e luce, e il <strong>padiglione del Venezuela</strong>, costruito tra il 1954 e il 1956. Vale la pena cercarli anche quando le mostre in corso non interessano: sono due lezioni su come si costruisce uno spazio per guardare.</p>
<h2>L'Arsenale, la fabbrica della Serenissima</h2>
<p>La seconda sede espositiva è l'<strong>Arsenale</strong>, il complesso di cantieri dove la Repubblica di Venezia costruiva le sue galee. La Biennale vi entrò nel 1980, quando nelle <strong>Corderie</strong> – il lunghissimo edificio, oltre trecento metri, in cui si fabbricavano le gomene – fu allestita la Strada Novissima della prima Mostra di Architettura. Oggi il percorso comprende anche le Artiglierie, le Gaggiandre cinquecentesche e le Tese delle Vergini, dove si trova il <strong>Padiglione Italia</strong>. Qui la mostra curata dal direttore artistico di turno prosegue quella del Padiglione Centrale, mentre altri Paesi allestiscono i propri spazi nelle navate dei vecchi magazzini.</p>
<h2>Consigli per la visita</h2>
<p>Il biglietto ordinario dà diritto a un ingresso in ciascuna delle due sedi, e per chi vuole tornare esistono formule per più giorni: le condizioni vanno verificate sul sito ufficiale prima di partire. Per vedere tutto con calma serve almeno un giorno pieno, meglio due. Da San Marco si raggiungono i Giardini a piedi lungo la Riva degli Schiavoni in una ventina di minuti; in alternativa i vaporetti ACTV fermano a <strong>Giardini</strong> e <strong>Arsenale</strong>. Tra le due sedi bastano pochi minuti a piedi passando per via Garibaldi, la strada più ampia della città, nata in epoca napoleonica dall'interramento di un canale: il posto giusto per fermarsi a mangiare un cicchetto.</p>
<p>Chi vuole approfondire la storia dell'istituzione può rivolgersi all'<strong>ASAC</strong>, l'Archivio Storico delle Arti Contemporanee, che conserva cataloghi, fotografie, manifesti e documenti dal 1895 a oggi ed è consultabile su appuntamento. E se il viaggio cade tra la fine di agosto e l'inizio di settembre, al Lido si svolge la <strong>Mostra Internazionale d'Arte Cinematografica</strong>, nata nel 1932 sulla terrazza dell'Hotel Excelsior: il festival di cinema più antico del mondo.</p>`,
    author: "Giulia Ferraresi",
    readTime: "4 min",
    publishedDaysAgo: 18,
  },
  {
    slug: "matera-oltre-i-sassi-chiese-rupestri-cripta-del-peccato-originale",
    title: "Matera oltre i Sassi: le chiese rupestri e la Cripta del Peccato Originale",
    category: "arte",
    excerpt:
      "Tra la Civita, la Murgia e la Gravina, Matera custodisce oltre 150 chiese scavate nella roccia. Un percorso tra affreschi altomedievali, cisterne e belvedere.",
    content: `<p>Settant'anni fa i <strong>Sassi di Matera</strong> erano considerati una «vergogna nazionale»: Carlo Levi li aveva descritti in <em>Cristo si è fermato a Eboli</em> (1945) come un girone dantesco, e con la <strong>legge speciale del 1952</strong> lo Stato trasferì gli abitanti nei nuovi quartieri progettati da urbanisti e architetti, come La Martella, Serra Venerio e Spine Bianche. Nel 1993 i Sassi e il Parco delle chiese rupestri sono entrati nella lista del <strong>Patrimonio mondiale UNESCO</strong>, e nel 2019 Matera è stata Capitale Europea della Cultura insieme alla bulgara Plovdiv.</p>
<h2>Una città scavata: due Sassi e la Civita</h2>
<p>Il centro antico si divide in due anfiteatri naturali affacciati sulla <strong>Gravina</strong>: il <strong>Sasso Barisano</strong>, rivolto a nord-ovest, e il <strong>Sasso Caveoso</strong>, a sud. Tra i due si alza lo sperone della <strong>Civita</strong>, coronato dalla Cattedrale romanica dedicata alla Madonna della Bruna e a Sant'Eustachio, completata nel 1270. Per capire come si viveva nelle grotte vale la visita a una casa-grotta arredata, come quella di Vico Solitario, dove una sola stanza ospitava famiglia, animali e cisterna. Sotto piazza Vittorio Veneto si scende invece nel <strong>Palombaro Lungo</strong>, un'enorme cisterna scavata a mano che raccoglieva l'acqua piovana per la città.</p>
<h2>Le chiese rupestri del centro</h2>
<p>Le chiese ricavate nella calcarenite, la pietra tenera che qui tutti chiamano tufo, sono oltre 150 tra città e altopiano, nate dall'alto Medioevo in poi per comunità monastiche benedettine e di tradizione bizantina. Nel Sasso Caveoso, sulla rupe del Monterrone, <strong>Santa Maria de Idris</strong> conserva frammenti di affreschi di epoche diverse e comunica con la cripta di San Giovanni in Monterrone. Il complesso della <strong>Madonna delle Virtù e di San Nicola dei Greci</strong>, su due livelli, è anche uno spazio per mostre di scultura contemporanea, mentre <strong>San Pietro Barisano</strong> è la più grande chiesa rupestre dei Sassi.</p>
<h2>La «Cappella Sistina» della pittura rupestre</h2>
<p>Il luogo più straordinario si trova fuori città, lungo la gravina di Picciano: è la <strong>Cripta del Peccato Originale</strong>, scoperta nel 1963 da un gruppo di giovani del circolo culturale La Scaletta. Le pareti sono coperte da affreschi datati tra l'VIII e il IX secolo, con le storie della Genesi – la creazione della luce e delle tenebre, Adamo ed Eva, il peccato originale – accanto a teorie di apostoli, alla Vergine e agli arcangeli. L'anonimo autore è detto <em>Pittore dei Fiori di Matera</em> per i fiori rossi che punteggiano lo sfondo. Si visita solo su prenotazione e con guida, in piccoli gruppi, raggiungendo il sito in auto dalla città.</p>
<h2>Il belvedere della Murgia</h2>
<p>Per la vista più celebre sui Sassi bisogna attraversare la Gravina e salire al <strong>belvedere di Murgia Timone</strong>, nel Parco della Murgia Materana. Visti da qui, i Sassi sono diventati la Gerusalemme del cinema, da Pier Paolo Pasolini, che nel 1964 vi girò <em>Il Vangelo secondo Matteo</em>, a Mel Gibson, che quarant'anni dopo vi ambientò <em>La passione di Cristo</em>. Dal Sasso Caveoso un sentiero scende al torrente, lo supera su un ponte sospeso e risale in circa un'ora sull'altopiano, dove si trovano altre chiese rupestri e i resti di villaggi neolitici trincerati. Conviene partire presto, con scarpe da escursione e acqua, evitando le ore calde d'estate.</p>
<h3>Come arrivare</h3>
<p>Matera si raggiunge in treno con le <strong>Ferrovie Appulo Lucane</strong> da Bari, in circa un'ora e mezza, oppure in auto dall'aeroporto di Bari-Palese, a una sessantina di chilometri. Nel centro storico si cammina soltanto: scalinate, vicoli e terrazze che fanno da tetto alle case sottostanti richiedono gambe buone, ma ripagano con scorci che cambiano a ogni ora del giorno, fino al momento in cui, al tramonto, i Sassi si accendono di luci come un presepe.</p>`,
    author: "Redazione Atlante",
    readTime: "4 min",
    publishedDaysAgo: 40,
  },
  {
    slug: "ravenna-la-luce-fatta-di-tessere-otto-monumenti-unesco",
    title: "Ravenna, la luce fatta di tessere: otto monumenti UNESCO e un'arte ancora viva",
    category: "arte",
    excerpt:
      "Capitale di imperatori e re goti, Ravenna conserva i mosaici paleocristiani e bizantini più belli d'Occidente. Ecco come leggerli e dove vedere il mosaico di oggi.",
    content: `<p>Pochi luoghi al mondo raccontano la fine dell'antichità come <strong>Ravenna</strong>. Nel 402 l'imperatore Onorio vi trasferì la corte dell'Impero romano d'Occidente; alla fine del V secolo la città divenne capitale del re ostrogoto <strong>Teodorico</strong> e, dopo la conquista bizantina del 540, il centro del governo di Costantinopoli in Italia. Ognuna di queste stagioni ha lasciato edifici rivestiti di mosaici, e nel 1996 l'UNESCO ha iscritto otto di questi monumenti paleocristiani nella lista del Patrimonio mondiale.</p>
<h2>Gli otto monumenti</h2>
<ul>
<li><strong>Mausoleo di Galla Placidia</strong> (V secolo), con la volta blu punteggiata di stelle dorate.</li>
<li><strong>Battistero Neoniano</strong>, detto anche degli Ortodossi, e <strong>Battistero degli Ariani</strong>, entrambi con il battesimo di Cristo nella cupola.</li>
<li><strong>Basilica di Sant'Apollinare Nuovo</strong>, voluta da Teodorico come chiesa palatina.</li>
<li><strong>Cappella Arcivescovile</strong>, con il Cristo guerriero che calpesta il leone e il serpente.</li>
<li><strong>Basilica di San Vitale</strong>, consacrata alla metà del VI secolo.</li>
<li><strong>Mausoleo di Teodorico</strong>, l'unico degli otto privo di mosaici, coperto da un monolite di pietra d'Istria.</li>
<li><strong>Basilica di Sant'Apollinare in Classe</strong>, a circa cinque chilometri dal centro.</li>
</ul>
<h2>Come si legge un mosaico ravennate</h2>
<p>Il segreto della luce ravennate sta nella tecnica. Le tessere sono in gran parte di <strong>smalto</strong>, pasta vitrea colorata con ossidi metallici, affiancate a tessere di pietra naturale per gli incarnati e a tessere d'oro, ottenute racchiudendo una foglia d'oro tra due strati di vetro. I mosaicisti non le allineavano su un piano perfetto: le inclinavano leggermente nella malta, una per una, così che la luce delle finestre e delle lampade rimbalzasse in direzioni diverse. Per questo gli stessi mosaici cambiano aspetto nel corso della giornata, ed è consigliabile vederli sia al mattino sia nel tardo pomeriggio.</p>
<p>A <strong>San Vitale</strong> l'abside mette in scena la corte di Costantinopoli: da un lato l'imperatore <strong>Giustiniano</strong> con il vescovo Massimiano, dall'altro l'imperatrice <strong>Teodora</strong> con le sue dame, avvolte in stoffe preziose. In <strong>Sant'Apollinare Nuovo</strong>, invece, si osserva un curioso caso di censura: dopo la conquista bizantina le figure della corte gotica furono cancellate dal mosaico del palazzo di Teodorico e sostituite da tende, ma alcune mani sono rimaste visibili sulle colonne. Più in alto, le lunghe processioni di martiri e di vergini avanzano verso Cristo e la Vergine in trono.</p>
<h2>Il mosaico contemporaneo</h2>
<p>Ravenna non è un museo fermo al VI secolo. L'<strong>Accademia di Belle Arti</strong> ha una storica scuola di mosaico, in città lavorano numerosi laboratori che eseguono copie, restauri e opere originali, e il <strong>MAR – Museo d'Arte della città</strong> ospita una collezione di mosaici contemporanei realizzati su bozzetti di artisti del Novecento. La rassegna biennale <strong>Ravenna Mosaico</strong> porta in città artisti da tutto il mondo. Molte botteghe offrono corsi brevi, anche di un solo giorno, in cui si impara a tagliare le tessere con martellina e tagliolo.</p>
<h2>Informazioni pratiche</h2>
<p>Ravenna si raggiunge in treno da <strong>Bologna</strong> in poco più di un'ora. San Vitale, Galla Placidia, Sant'Apollinare Nuovo, il Battistero Neoniano e il Museo Arcivescovile, che custodisce la Cappella, sono visitabili con un biglietto cumulativo; per il Mausoleo di Galla Placidia, piccolissimo, in alta stagione va prenotato un orario d'ingresso. Sant'Apollinare in Classe si raggiunge in autobus, in treno o in bicicletta. Prima di ripartire vale una sosta nella <strong>zona del silenzio</strong> intorno alla tomba di <strong>Dante Alighieri</strong>, morto a Ravenna nel 1321.</p>`,
    author: "Elena Marchetti",
    readTime: "4 min",
    publishedDaysAgo: 62,
  },
  {
    slug: "cappella-degli-scrovegni-quindici-minuti-davanti-a-giotto",
    title: "Cappella degli Scrovegni, quindici minuti davanti a Giotto",
    category: "arte",
    excerpt:
      "A Padova il ciclo affrescato da Giotto all'inizio del Trecento si visita in piccoli gruppi e a tempo. Storia, capolavori da cercare e consigli per prepararsi alla visita.",
    content: `<p>Nel 1300 <strong>Enrico Scrovegni</strong>, ricchissimo banchiere padovano, acquistò l'area dell'antica arena romana per costruirvi il palazzo di famiglia e, accanto, una cappella privata dedicata a Santa Maria della Carità. Suo padre Reginaldo era un usuraio così noto che Dante lo collocò nel XVII canto dell'<em>Inferno</em>: la cappella fu anche un modo per riscattare il nome della famiglia. Per decorarla Enrico chiamò <strong>Giotto</strong>, che lavorò agli affreschi all'incirca tra il 1303 e il 1305, anno della consacrazione.</p>
<h2>Un racconto per immagini</h2>
<p>Entrando, lo sguardo è catturato dalla volta, di un blu intenso costellato di stelle dorate. Le pareti sono organizzate in fasce sovrapposte che si leggono come un libro: in alto le storie di <strong>Gioacchino e Anna</strong> e della <strong>Vergine</strong>, poi la vita e la passione di <strong>Cristo</strong>, fino alla Pentecoste. La controfacciata è occupata dal grande <strong>Giudizio Universale</strong>, in cui lo stesso Enrico, inginocchiato, offre il modellino della cappella. Nello zoccolo, dipinte a monocromo come finte sculture, si fronteggiano sette <strong>Virtù</strong> e sette <strong>Vizi</strong>.</p>
<h3>Tre scene da non perdere</h3>
<ul>
<li>Il <strong>Bacio di Giuda</strong>, con il manto giallo del traditore che avvolge Cristo e la selva di lance e fiaccole sullo sfondo.</li>
<li>Il <strong>Compianto sul Cristo morto</strong>, dove il dolore degli angeli in volo e la diagonale della roccia guidano l'occhio verso il volto di Gesù.</li>
<li>L'<strong>Adorazione dei Magi</strong>, con la stella cometa che molti studiosi collegano al passaggio della cometa di Halley del 1301; non a caso l'Agenzia Spaziale Europea chiamò <em>Giotto</em> la sonda che nel 1986 incontrò la cometa.</li>
</ul>
<h2>Come funziona la visita</h2>
<p>Per proteggere gli affreschi dall'umidità e dall'anidride carbonica portate dai visitatori, dal 2000 l'accesso avviene attraverso un <strong>corpo tecnologico attrezzato</strong>: una sala d'attesa climatizzata in cui il gruppo sosta circa quindici minuti, guardando un filmato introduttivo, mentre l'aria viene deumidificata e filtrata. Poi si entra in cappella, di norma per altri <strong>quindici minuti</strong>. La prenotazione è obbligatoria e va fatta con anticipo, soprattutto nei fine settimana e in primavera; il biglietto comprende anche i <strong>Musei Civici agli Eremitani</strong>, nell'ex convento accanto. Conviene presentarsi all'ingresso con qualche minuto di anticipo rispetto all'orario indicato.</p>
<h2>Padova «urbs picta»</h2>
<p>Dal 2021 la cappella fa parte di un sito UNESCO più ampio, <strong>I cicli affrescati del XIV secolo di Padova</strong>, che riunisce otto complessi monumentali. Dopo Giotto, una generazione di pittori – <strong>Guariento</strong>, <strong>Giusto de' Menabuoi</strong>, <strong>Altichiero da Zevio</strong>, Jacopo Avanzi, Jacopo da Verona – fece di Padova un laboratorio della pittura trecentesca. Da non perdere il Battistero della Cattedrale, interamente affrescato da Giusto de' Menabuoi, il Palazzo della Ragione con il suo ciclo astrologico e l'Oratorio di San Giorgio, accanto alla Basilica del Santo.</p>
<p>La cappella si trova a una decina di minuti a piedi dalla stazione ferroviaria di Padova, lungo corso del Popolo, all'interno dei Giardini dell'Arena. Dopo il restauro condotto dall'Istituto Centrale per il Restauro e concluso nel 2002, gli affreschi hanno ritrovato una leggibilità straordinaria. Un consiglio: studiare prima la disposizione delle scene, magari con una pianta stampata, per sapere dove guardare nei pochi minuti concessi e non perdere i dettagli.</p>`,
    author: "Giulia Ferraresi",
    readTime: "3 min",
    publishedDaysAgo: 84,
  },
  {
    slug: "cremona-dove-il-legno-canta-botteghe-scuola-museo-del-violino",
    title: "Cremona, dove il legno canta: botteghe, scuola e Museo del Violino",
    category: "arte",
    excerpt:
      "Patria di Amati, Stradivari e Guarneri, Cremona custodisce un saper fare liutario riconosciuto dall'UNESCO. Viaggio tra botteghe, audizioni e abeti di risonanza.",
    content: `<p>La storia del violino moderno comincia a <strong>Cremona</strong> nel Cinquecento, nella bottega di <strong>Andrea Amati</strong>, che fissò forme e proporzioni della famiglia degli archi. Dopo di lui vennero il nipote Nicolò Amati, <strong>Antonio Stradivari</strong> (1644-1737) e <strong>Giuseppe Guarneri «del Gesù»</strong> (1698-1744): nel giro di due secoli una città di provincia lombarda produsse gli strumenti che ancora oggi i solisti di tutto il mondo considerano insuperabili. Nel 2012 l'UNESCO ha riconosciuto il <strong>saper fare liutario tradizionale cremonese</strong> come patrimonio culturale immateriale dell'umanità.</p>
<h2>Il metodo cremonese</h2>
<p>Ciò che l'UNESCO tutela è un modo di lavorare. Lo strumento si costruisce interamente a mano partendo da una <strong>forma interna</strong>, attorno alla quale si piegano a caldo le fasce; il piano armonico è in <strong>abete rosso</strong>, mentre fondo, fasce e manico sono in <strong>acero</strong>, spesso marezzato. Ogni tavola viene scavata e assottigliata ascoltandone il suono, battendola con le nocche, fino allo spessore giusto. Segue la verniciatura, in più mani e con lunghi tempi di essiccazione. Un violino richiede centinaia di ore di lavoro, e un liutaio ne completa soltanto una manciata all'anno.</p>
<h2>Il Museo del Violino</h2>
<p>Inaugurato nel 2013 nel Palazzo dell'Arte, in piazza Marconi, il <strong>Museo del Violino</strong> racconta cinque secoli di liuteria attraverso strumenti storici, disegni, forme e attrezzi provenienti dalla bottega di Stradivari. Il cuore della visita è la sala del tesoro, dove sono esposti capolavori di Amati, Stradivari e Guarneri. Ma l'esperienza più emozionante si vive nell'<strong>Auditorium Giovanni Arvedi</strong>, una sala dall'acustica studiata per la musica da camera: qui, in brevi <strong>audizioni</strong> fissate dal calendario del museo, un musicista suona uno degli strumenti storici della collezione, a dimostrazione che questi oggetti sono vivi e vanno suonati per conservarsi.</p>
<h2>Scuola e botteghe</h2>
<p>Dal 1938 in città opera la <strong>Scuola Internazionale di Liuteria</strong>, oggi parte dell'istituto superiore intitolato a Stradivari, che attira studenti da Asia, Americhe ed Europa. Molti restano: Cremona conta oltre un centinaio di botteghe, concentrate soprattutto nelle vie del centro attorno al Duomo e al <strong>Torrazzo</strong>, il campanile in laterizio alto oltre cento metri. Sara, trentaquattrenne diplomata alla scuola e oggi titolare di un piccolo laboratorio in centro, racconta che le sue giornate scorrono «tra la sgorbia e l'orecchio: è il legno a dirti quando fermarti». Diverse botteghe accolgono i visitatori su appuntamento, e alcune organizzano brevi dimostrazioni.</p>
<h2>Dal bosco al violino</h2>
<p>Il legno più apprezzato per le tavole armoniche cresce nella <strong>foresta di Paneveggio</strong>, in Trentino, tra la Val di Fiemme e il Primiero, nota come «foresta dei violini»: gli abeti rossi, cresciuti lentamente in quota, hanno anelli fitti e regolari che trasmettono bene il suono. Chi vuole unire i due luoghi deve mettere in conto tre o quattro ore d'auto. Cremona, invece, si raggiunge in treno da Milano in poco più di un'ora e si gira comodamente a piedi; l'autunno, con il suo fitto calendario di concerti, è la stagione ideale per visitarla.</p>`,
    author: "Chiara Lombardo",
    readTime: "3 min",
    publishedDaysAgo: 100,
  },
  {
    slug: "pompei-il-cantiere-infinito-cosa-vedere-tra-scavi-e-restauri",
    title: "Pompei, il cantiere infinito: che cosa vedere oggi tra nuovi scavi e restauri",
    category: "arte",
    excerpt:
      "Sepolta dal Vesuvio nel 79 d.C., Pompei continua a restituire case, affreschi e scoperte. Una guida alla visita del Parco archeologico, tra grandi classici e riaperture.",
    content: `<p>Quando il <strong>Vesuvio</strong> eruttò nel 79 d.C., Pompei fu sepolta da metri di lapilli e ceneri che ne conservarono strade, case, botteghe e perfino le scritte elettorali sui muri. La data tradizionale, il 24 agosto, viene dalle lettere di Plinio il Giovane, ma un'iscrizione a carboncino trovata nel 2018 in una casa della <strong>Regio V</strong>, riferibile a metà ottobre, ha rafforzato l'ipotesi che l'eruzione sia avvenuta in autunno, probabilmente il 24 ottobre. Gli scavi sistematici iniziarono nel 1748 sotto Carlo di Borbone e, a oltre due secoli e mezzo di distanza, non sono ancora finiti.</p>
<h2>Dal crollo del 2010 al Grande Progetto Pompei</h2>
<p>Il 6 novembre 2010 il crollo della <strong>Schola Armaturarum</strong>, lungo via dell'Abbondanza, fece il giro del mondo come simbolo di un sito fragile e trascurato. Da lì nacque il <strong>Grande Progetto Pompei</strong>, avviato nel 2012 con fondi europei, che ha finanziato la messa in sicurezza dei fronti di scavo, il drenaggio delle acque, la manutenzione programmata e il restauro di decine di domus. Oggi il Parco archeologico lavora con un sistema di monitoraggio continuo e con squadre di manutenzione ordinaria che intervengono prima che il degrado diventi danno.</p>
<h2>Le scoperte recenti</h2>
<p>Gli scavi ripresi nella Regio V tra il 2018 e il 2020 hanno restituito ambienti affrescati, giardini dipinti e un <strong>thermopolium</strong> – una sorta di tavola calda – con il bancone decorato da immagini di anatre, un gallo e un cane al guinzaglio. Nel gennaio 2023 ha riaperto, dopo circa vent'anni, la <strong>Casa dei Vettii</strong>, la dimora di due ricchi liberti celebre per il fregio degli amorini intenti ai mestieri e per le pareti dipinte in rosso e nero. Nuovi cantieri di scavo sono stati avviati nella Regio IX, con ritrovamenti che vengono via via presentati al pubblico.</p>
<h2>Un itinerario di una giornata</h2>
<p>Per un primo approccio servono almeno cinque o sei ore. Entrando da <strong>Porta Marina</strong> si incontrano subito il Foro, la Basilica e il Tempio di Apollo; poi, lungo via dell'Abbondanza, si raggiungono le <strong>Terme Stabiane</strong>, il Lupanare e la Casa del Menandro. All'estremità orientale della città si trova l'<strong>Anfiteatro</strong>, costruito intorno al 70 a.C., il più antico anfiteatro in pietra giunto fino a noi. Fuori dalle mura, verso nord-ovest, la <strong>Villa dei Misteri</strong> conserva il grande fregio dionisiaco su fondo rosso. Circa un terzo della città antica resta ancora sepolto, riserva preziosa per l'archeologia del futuro.</p>
<h2>Come arrivare e consigli</h2>
<p>Da Napoli la via più semplice è la <strong>Circumvesuviana</strong>, linea per Sorrento, fino alla stazione di Pompei Scavi-Villa dei Misteri, a pochi passi da Porta Marina: il viaggio dura circa mezz'ora abbondante. Il Parco gestisce anche siti meno affollati e altrettanto sorprendenti, come la <strong>Villa di Poppea a Oplontis</strong>, a Torre Annunziata, e le ville romane di <strong>Stabiae</strong>, a Castellammare di Stabia.</p>
<p>Scarpe comode, acqua e cappello sono indispensabili: i basoli delle strade sono irregolari e in estate l'ombra scarseggia. I mesi migliori sono aprile, maggio, ottobre e novembre, quando la luce è morbida e il caldo sopportabile; nei giorni festivi conviene arrivare all'apertura, prima dei grandi gruppi organizzati.</p>`,
    author: "Francesca Rinaldi",
    readTime: "3 min",
    publishedDaysAgo: 118,
  },
  {
    slug: "via-francigena-in-toscana-sei-tappe-da-lucca-a-siena",
    title: "Via Francigena in Toscana: sei tappe a piedi da Lucca a Siena",
    category: "turismo",
    excerpt:
      "Circa 135 chilometri tra pievi, borghi turriti e colline: il tratto toscano della Via Francigena è il più amato dai pellegrini. Tappe, distanze e consigli pratici.",
    content: `<p>Nel 990 <strong>Sigerico</strong>, arcivescovo di Canterbury, tornò da Roma dove aveva ricevuto il pallio e annotò le 79 tappe del suo viaggio di ritorno. Quel diario è oggi la base della <strong>Via Francigena</strong>, riconosciuta nel 1994 Itinerario culturale del Consiglio d'Europa. In Italia il cammino entra dal <strong>Colle del Gran San Bernardo</strong> e attraversa Valle d'Aosta, Piemonte, Lombardia, Emilia-Romagna, Liguria, Toscana e Lazio per circa mille chilometri. Il tratto toscano tra Lucca e Siena è tra i più frequentati: circa 135 chilometri che si percorrono in sei giorni di cammino.</p>
<h2>Le tappe</h2>
<ul>
<li><strong>Lucca – Altopascio</strong>, circa 18 km: pianura e campagna lucchese.</li>
<li><strong>Altopascio – San Miniato</strong>, circa 29 km: la tappa più lunga, con un tratto di basolato medievale presso Galleno e il ponte mediceo di Ponte a Cappiano.</li>
<li><strong>San Miniato – Gambassi Terme</strong>, circa 24 km: si entra in Valdelsa tra colline e strade bianche.</li>
<li><strong>Gambassi Terme – San Gimignano</strong>, circa 14 km: breve ma panoramica.</li>
<li><strong>San Gimignano – Monteriggioni</strong>, circa 30 km: boschi, vigneti e il borgo di Abbadia a Isola.</li>
<li><strong>Monteriggioni – Siena</strong>, circa 20 km: l'arrivo dalla Porta Camollia.</li>
</ul>
<h2>Luoghi e storie lungo il cammino</h2>
<p>Ad <strong>Altopascio</strong> i Cavalieri del Tau gestivano nel Medioevo uno dei più importanti ospedali per pellegrini d'Europa; la campana detta <em>la Smarrita</em> suonava al tramonto per guidare chi si era perso nei boschi e nelle paludi circostanti. A <strong>Gambassi Terme</strong> la pieve romanica di Santa Maria a Chianni corrisponde a una delle tappe annotate da Sigerico. <strong>San Gimignano</strong>, patrimonio UNESCO dal 1990, accoglie il camminatore con le sue torri medievali, mentre <strong>Monteriggioni</strong> appare sulla collina con la cinta di mura e torri che Dante citò nel XXXI canto dell'<em>Inferno</em>.</p>
<h2>Credenziale, accoglienza e Testimonium</h2>
<p>Prima di partire conviene procurarsi la <strong>credenziale del pellegrino</strong>, il documento da far timbrare in ostelli, parrocchie, uffici turistici e bar lungo il percorso. Dà accesso alle strutture di accoglienza pellegrina, spesso a offerta libera o a prezzi contenuti, e serve a ottenere a Roma il <strong>Testimonium</strong>, rilasciato a chi ha percorso almeno gli ultimi cento chilometri a piedi, o duecento in bicicletta. Per il tratto toscano è prudente prenotare i posti letto con qualche giorno d'anticipo, soprattutto a San Gimignano e Siena nei fine settimana.</p>
<h2>Quando partire e cosa portare</h2>
<p>I mesi ideali sono <strong>aprile, maggio, giugno, settembre e ottobre</strong>: in luglio e agosto le tappe senz'ombra della Valdelsa diventano faticose nelle ore centrali. Lo zaino non dovrebbe superare un decimo del peso corporeo; servono scarpe da trekking già rodate, una borraccia da almeno un litro e mezzo, crema solare e una mantella per la pioggia. La segnaletica è buona, con cartelli dedicati e il simbolo del pellegrino, ma è utile scaricare le tracce GPS ufficiali sul telefono.</p>
<p>Per tornare al punto di partenza, da Siena ci sono treni regionali per Empoli e Firenze e, da lì, collegamenti frequenti per Lucca. Chi ha più tempo può proseguire verso sud lungo la Val d'Arbia e la <strong>Val d'Orcia</strong>, passando per Buonconvento, San Quirico d'Orcia e Radicofani: altri cinque o sei giorni fino al confine con il Lazio, in uno dei paesaggi più celebri d'Italia.</p>`,
    author: "Marco Valsecchi",
    readTime: "3 min",
    publishedDaysAgo: 8,
  },
  {
    slug: "cinque-terre-in-inverno-sentieri-sciacchetra-presepi-di-luce",
    title: "Cinque Terre in inverno: sentieri, Sciacchetrà e presepi di luce lontano dalla folla",
    category: "turismo",
    excerpt:
      "Da novembre a marzo i cinque borghi liguri ritrovano il loro ritmo: sentieri quasi deserti, olive da raccogliere, il presepe luminoso di Manarola. Come organizzare il viaggio.",
    content: `<p>D'estate le stradine di <strong>Monterosso, Vernazza, Corniglia, Manarola e Riomaggiore</strong> sono tra le più affollate d'Italia. Ma tra novembre e marzo le <strong>Cinque Terre</strong> tornano a essere ciò che erano: paesi di pescatori e contadini aggrappati a una costa ripida, dove nei secoli sono stati costruiti migliaia di chilometri di muretti a secco per ricavare terrazze coltivabili. Dal 1997 il paesaggio è patrimonio UNESCO insieme a Portovenere e alle isole Palmaria, Tino e Tinetto, e dal 1999 è tutelato da un Parco Nazionale.</p>
<h2>Camminare fuori stagione</h2>
<p>Il percorso più noto è il <strong>Sentiero Azzurro</strong>, una dozzina di chilometri a mezza costa tra Monterosso e Riomaggiore. Il tratto <strong>Monterosso–Vernazza</strong>, circa due ore, è il più spettacolare, con la vista di Vernazza che si apre dall'alto; il <strong>Vernazza–Corniglia</strong> richiede un'ora e mezza abbondante tra ulivi e fasce. La <strong>Via dell'Amore</strong>, il breve camminamento a picco sul mare tra Riomaggiore e Manarola, è stata riaperta nel 2024 dopo la frana del 2012 e anni di lavori, con accessi regolati. In inverno alcuni tratti possono essere chiusi dopo piogge intense: prima di partire va controllato lo stato dei sentieri sul sito del Parco.</p>
<h3>Più in alto, i santuari</h3>
<p>Chi cerca silenzio può salire ai <strong>santuari</strong> che dominano i borghi, collegati da una rete di sentieri più alti e meno battuti: la Madonna di Soviore sopra Monterosso, Nostra Signora di Reggio sopra Vernazza, la Madonna di Montenero sopra Riomaggiore, con una terrazza affacciata fino al promontorio di Portovenere. Nelle giornate limpide d'inverno, spazzate dalla tramontana, lo sguardo arriva talvolta fino alle isole dell'arcipelago toscano.</p>
<h2>Olio, vino e presepi</h2>
<p>Tra novembre e dicembre è il tempo della <strong>raccolta delle olive</strong>: sulle fasce si stendono le reti e nei frantoi si assaggia l'olio nuovo. Nelle cantine riposa lo <strong>Sciacchetrà</strong>, il vino passito ottenuto soprattutto da uve Bosco, Albarola e Vermentino lasciate appassire dopo la vendemmia, da accompagnare a dolci secchi e formaggi stagionati. Le vigne più impervie si raggiungono ancora con le piccole <strong>monorotaie</strong>, i trenini a cremagliera che risalgono i pendii trasportando persone e cassette d'uva.</p>
<p>Dall'8 dicembre fino a gennaio inoltrato, sulla collina delle Tre Croci sopra <strong>Manarola</strong>, si accende il grande <strong>presepe luminoso</strong> nato dalla passione di un ex ferroviere del paese: centinaia di figure realizzate con materiali di recupero e migliaia di lampadine che disegnano sul versante la Natività, i pastori e gli animali. Si vede al meglio dal belvedere sopra il porticciolo, al calar del buio.</p>
<h2>Come muoversi</h2>
<p>I cinque borghi sono collegati tutto l'anno dai treni regionali della linea <strong>Genova–La Spezia</strong>: da La Spezia Centrale a Riomaggiore bastano pochi minuti, e tra un paese e l'altro le corse durano tra i due e i cinque minuti. L'auto è sconsigliata: i parcheggi sono scarsi e lontani dai centri. In inverno i battelli riducono o sospendono il servizio e alcuni ristoranti chiudono per ferie, ma gli alloggi e le trattorie aperti offrono prezzi più bassi e un'accoglienza meno frettolosa. Per i sentieri a pagamento e i treni esiste la <strong>Cinque Terre Card</strong>, nelle versioni Trekking e Treno.</p>`,
    author: "Chiara Lombardo",
    readTime: "3 min",
    publishedDaysAgo: 26,
  },
  {
    slug: "dolomiti-unesco-nove-gruppi-montuosi-modo-lento-di-scoprirli",
    title: "Dolomiti patrimonio UNESCO: nove gruppi montuosi e un modo lento di scoprirli",
    category: "turismo",
    excerpt:
      "Dal 2009 le Dolomiti sono patrimonio dell'umanità. Dalle Tre Cime al Bletterbach, dall'Alta Via n. 1 ai rifugi: come conoscerle a piedi, con rispetto e senza fretta.",
    content: `<p>Il 26 giugno 2009 il Comitato del Patrimonio mondiale, riunito a Siviglia, iscrisse le <strong>Dolomiti</strong> nella lista UNESCO, riconoscendone sia la bellezza paesaggistica sia l'importanza geologica. Il sito non è un'area unica ma un insieme di <strong>nove sistemi montuosi</strong> distribuiti fra cinque province – Belluno, Bolzano, Trento, Pordenone e Udine – e tre regioni. Il nome viene dal geologo francese <strong>Déodat de Dolomieu</strong>, che alla fine del Settecento descrisse per primo la roccia carbonatica ricca di magnesio poi chiamata dolomia.</p>
<h2>I nove sistemi</h2>
<ul>
<li>Pelmo e Croda da Lago</li>
<li>Marmolada, la cima più alta con i suoi 3.343 metri</li>
<li>Pale di San Martino, San Lucano, Dolomiti Bellunesi e Vette Feltrine</li>
<li>Dolomiti Friulane e d'Oltre Piave</li>
<li>Dolomiti Settentrionali, con le Tre Cime di Lavaredo, le Dolomiti di Sesto, Braies, Fanes e Ampezzo</li>
<li>Puez-Odle</li>
<li>Sciliar-Catinaccio e Latemar</li>
<li>Bletterbach</li>
<li>Dolomiti di Brenta</li>
</ul>
<h2>Un libro di geologia all'aperto</h2>
<p>Le Dolomiti sono in gran parte antiche <strong>scogliere coralline e piattaforme carbonatiche</strong> formatesi nei mari tropicali del Triassico, oltre 200 milioni di anni fa, e poi sollevate dall'orogenesi alpina. Il luogo migliore per capirlo è il <strong>Bletterbach</strong>, una gola lunga circa otto chilometri sopra Aldino, in Alto Adige, dove il torrente ha inciso una sequenza di strati che va dal Permiano al Triassico, con impronte fossili di rettili. Un centro visite e sentieri ben segnati permettono di percorrerla in mezza giornata. Al tramonto, poi, le pareti chiare si tingono di rosa e arancio: è l'<em>enrosadira</em>, parola ladina che indica l'accendersi delle montagne.</p>
<h2>A piedi: dalle Tre Cime all'Alta Via n. 1</h2>
<p>L'escursione più celebre è il giro delle <strong>Tre Cime di Lavaredo</strong>: dal rifugio Auronzo, a 2.320 metri, un anello di circa dieci chilometri e tre-quattro ore di cammino passa per il rifugio Lavaredo e il rifugio Locatelli, davanti alle pareti nord. È facile ma molto frequentato: meglio partire all'alba o scegliere settembre. Chi ha più tempo può affrontare l'<strong>Alta Via n. 1</strong>, dal Lago di Braies a Belluno: circa 120 chilometri, di solito in dieci-dodici tappe da rifugio a rifugio, attraverso Fanes, Lagazuoi, Cinque Torri, Civetta e Schiara. I rifugi in quota sono aperti in genere da metà giugno a fine settembre; nei mesi centrali è indispensabile prenotare.</p>
<h2>Montagne di guerra e di lingue</h2>
<p>Tra il 1915 e il 1917 queste vette furono linea del fronte tra Italia e Austria-Ungheria. Sul <strong>Lagazuoi</strong>, sopra il passo Falzarego, si possono percorrere le gallerie scavate dai soldati nella roccia, oggi parte di un museo all'aperto; alle <strong>Cinque Torri</strong> sono state ricostruite trincee e postazioni. Intorno al gruppo del Sella vive invece la minoranza <strong>ladina</strong>, diffusa in cinque valli – Badia, Gardena, Fassa, Livinallongo e Ampezzo – con una lingua, una cucina e musei propri, come il Museum Ladin di San Martino in Badia.</p>
<h2>Muoversi con rispetto</h2>
<p>La crescita del turismo ha portato traffico e affollamento sui passi più noti, e negli ultimi anni sono state sperimentate limitazioni e pedaggi per le auto private. Il modo migliore per visitare le Dolomiti è lasciare l'auto a valle: i treni arrivano a Bolzano, Bressanone, Brunico, Dobbiaco, Calalzo e Belluno, e da lì gli autobus di linea raggiungono i principali punti di partenza dei sentieri. Meglio scegliere giugno e settembre, riportare a valle i propri rifiuti e restare sui sentieri segnati, rispettando flora e fauna alpine.</p>`,
    author: "Marco Valsecchi",
    readTime: "4 min",
    publishedDaysAgo: 48,
  },
  {
    slug: "transiberiana-d-italia-treno-storico-da-sulmona-agli-altipiani",
    title: "Transiberiana d'Italia, in treno storico da Sulmona agli altipiani d'Abruzzo",
    category: "turismo",
    excerpt:
      "Carrozze d'epoca, viadotti e stazioni oltre i mille metri: la ferrovia tra Sulmona e Castel di Sangro è diventata una delle linee turistiche più amate d'Italia.",
    content: `<p>Fu costruita alla fine dell'Ottocento per collegare l'Abruzzo interno al Molise e a Napoli, superando l'Appennino con viadotti, gallerie e pendenze da ferrovia di montagna. Oggi la linea <strong>Sulmona–Castel di Sangro</strong>, parte della storica Sulmona–Isernia, è conosciuta come <strong>Transiberiana d'Italia</strong>: un soprannome nato per i paesaggi innevati degli altipiani che attraversa d'inverno, simili, almeno nell'immaginazione, alle distese siberiane.</p>
<h2>Dalla chiusura alla rinascita</h2>
<p>Come molte linee secondarie, anche questa fu chiusa al servizio regolare all'inizio degli anni Dieci del Duemila. A salvarla è stato il progetto <strong>Binari senza tempo</strong> della <strong>Fondazione FS Italiane</strong>, che ha riaperto alcune ferrovie dismesse ai treni turistici, con la collaborazione di associazioni locali di appassionati. Nel 2017 la <strong>legge n. 128</strong> ha istituito ufficialmente le ferrovie turistiche in Italia, inserendo la Sulmona–Castel di Sangro in un elenco di diciotto linee di particolare pregio paesaggistico e storico.</p>
<h2>Il viaggio</h2>
<p>Il treno parte da <strong>Sulmona</strong>, la città di Ovidio e dei confetti, e comincia subito a salire lungo il fianco della Majella. Le carrozze sono spesso le storiche <strong>Centoporte</strong>, con sedili in legno e finestrini che si abbassano, trainate da locomotive diesel d'epoca e, in alcune occasioni, a vapore. Dopo Pettorano sul Gizio e Cansano si arriva a <strong>Campo di Giove</strong>, a oltre mille metri, e poi agli altipiani maggiori d'Abruzzo, tra pascoli e faggete. Si toccano Palena e Rivisondoli-Pescocostanzo fino a <strong>Roccaraso</strong>, che con i suoi 1.268 metri è tra le stazioni più alte della rete ferroviaria italiana, prima di scendere verso <strong>Castel di Sangro</strong>.</p>
<h3>Le soste</h3>
<p>Il fascino del viaggio sta anche nelle fermate. Molte corse prevedono una sosta di qualche ora a <strong>Pescocostanzo</strong>, uno dei borghi più eleganti dell'Appennino, noto per il merletto a tombolo, il ferro battuto e l'oreficeria, e per la Basilica di Santa Maria del Colle con il suo soffitto ligneo intagliato e dorato. In inverno, con la neve, le stazioni di Roccaraso e Rivisondoli diventano il punto di partenza per passeggiate con le ciaspole; in autunno le faggete della Majella offrono i colori più intensi dell'anno.</p>
<h2>Informazioni pratiche</h2>
<p>I treni non viaggiano ogni giorno: il calendario, pubblicato dalla Fondazione FS, si concentra nei fine settimana e nei ponti, con corse speciali per il Natale, il Carnevale e le feste locali. I biglietti si acquistano online e vanno prenotati con anticipo, perché i posti si esauriscono in fretta; una giornata tipo occupa l'intera mattina e il primo pomeriggio, soste comprese. Sulmona si raggiunge in treno da Roma, Pescara e L'Aquila, e conviene arrivarci la sera prima per partire riposati.</p>
<p>Tra le altre linee turistiche da provare ci sono la <strong>Asciano–Monte Antico</strong>, tra le Crete senesi e la Val d'Orcia, e la <strong>Avellino–Rocchetta Sant'Antonio</strong>, nel cuore dell'Irpinia. Tutte condividono la stessa filosofia: il viaggio lento come esperienza, con il paesaggio che scorre al ritmo di un convoglio d'altri tempi e i piccoli paesi che si animano al passaggio del treno.</p>`,
    author: "Francesca Rinaldi",
    readTime: "3 min",
    publishedDaysAgo: 70,
  },
  {
    slug: "val-di-noto-il-barocco-nato-dalle-macerie-viaggio-in-otto-citta",
    title: "Val di Noto, il barocco nato dalle macerie: un viaggio in otto città",
    category: "turismo",
    excerpt:
      "Dopo il terremoto del 1693 la Sicilia sud-orientale fu ricostruita in pietra color miele. Da Noto a Ragusa Ibla, da Modica a Caltagirone: un itinerario di cinque giorni.",
    content: `<p>L'11 gennaio 1693 un terremoto devastante colpì la <strong>Sicilia sud-orientale</strong>, radendo al suolo decine di centri abitati e causando decine di migliaia di vittime. La ricostruzione, a cui lavorarono architetti come <strong>Rosario Gagliardi</strong>, <strong>Vincenzo Sinatra</strong> e <strong>Giovanni Battista Vaccarini</strong>, diede vita a una delle stagioni più straordinarie del barocco europeo. Nel 2002 l'UNESCO ha iscritto nella lista del Patrimonio mondiale le <strong>città tardo barocche del Val di Noto</strong>: Caltagirone, Militello in Val di Catania, Catania, Modica, Noto, Palazzolo Acreide, Ragusa e Scicli.</p>
<h2>Noto, la città ridisegnata</h2>
<p>Noto non fu ricostruita dov'era: il vecchio abitato sul monte Alveria venne abbandonato e la nuova città fu progettata su un pendio più dolce, con strade regolari e scenografiche scalinate. Il corso Vittorio Emanuele allinea la <strong>Cattedrale di San Nicolò</strong>, la cui cupola crollò nel marzo 1996 e fu ricostruita fino alla riapertura del 2007, il Palazzo Ducezio, sede del municipio, e numerose chiese. In via Corrado Nicolaci i balconi di <strong>Palazzo Nicolaci di Villadorata</strong> poggiano su mensole scolpite con cavalli, sirene, leoni e puttini; a maggio la stessa strada si copre di petali per l'<strong>Infiorata</strong>.</p>
<h2>Modica, Scicli e Ragusa Ibla</h2>
<p>A una quarantina di chilometri da Noto, <strong>Modica</strong> si distende su due colli, attorno a un corso principale nato dalla copertura di antichi torrenti. Il <strong>Duomo di San Giorgio</strong> si raggiunge con una scalinata di oltre duecento gradini, e nelle botteghe si assaggia il <strong>cioccolato di Modica</strong>, riconosciuto IGP nel 2018, lavorato a freddo secondo una tecnica tramandata dall'epoca spagnola, che lascia i cristalli di zucchero intatti e granulosi. <strong>Scicli</strong>, raccolta in una conca tra le rocce, è nota al grande pubblico per le riprese televisive del commissario Montalbano, girate tra il Palazzo di Città e via Mormino Penna.</p>
<p>A una quindicina di chilometri da Modica, <strong>Ragusa Ibla</strong> è il quartiere antico di Ragusa, ricostruito dopo il sisma sulla pianta medievale, mentre la città nuova, Ragusa Superiore, crebbe sull'altopiano. Il suo simbolo è il <strong>Duomo di San Giorgio</strong> di Rosario Gagliardi, con la facciata a torre in cima a una scenografica scalinata; in fondo al paese si apre il <strong>Giardino Ibleo</strong>, affacciato sulla valle dell'Irminio. Per salire da Ibla alla città alta si percorrono le scale di Santa Maria delle Scale, con una vista che abbraccia l'intero abitato.</p>
<h2>Caltagirone, Palazzolo e Catania</h2>
<p>Più a nord, <strong>Caltagirone</strong> è la capitale siciliana della ceramica: la <strong>Scalinata di Santa Maria del Monte</strong> conta 142 gradini, ciascuno con l'alzata decorata da maioliche diverse, e ogni anno il 24 e 25 luglio, per la festa di San Giacomo, si illumina di migliaia di lumini. <strong>Palazzolo Acreide</strong> unisce il barocco della chiesa di San Sebastiano al teatro greco dell'antica Akrai, mentre <strong>Catania</strong>, rifatta in pietra lavica scura e calcare chiaro, offre via dei Crociferi e la facciata del Duomo di Sant'Agata disegnata da Vaccarini.</p>
<h2>Come organizzare il viaggio</h2>
<p>L'itinerario si percorre in auto in cinque giorni partendo dall'aeroporto di <strong>Catania Fontanarossa</strong>: Noto dista poco più di un'ora, e da lì Modica, Scicli e Ragusa sono vicine tra loro. Conviene dormire in due basi, Noto e Ragusa Ibla, ed evitare luglio e agosto, quando il caldo rende faticose le visite nelle ore centrali. La luce migliore per fotografare la pietra calcarea, che al tramonto prende toni dorati, è quella del tardo pomeriggio; tra aprile e giugno le campagne degli Iblei, segnate dai muretti a secco e dai carrubi, sono nel pieno della fioritura.</p>`,
    author: "Redazione Atlante",
    readTime: "4 min",
    publishedDaysAgo: 90,
  },
  {
    slug: "sentiero-degli-dei-costiera-amalfitana-da-agerola-a-positano",
    title: "Sentiero degli Dei, la Costiera Amalfitana vista dall'alto: da Agerola a Positano",
    category: "turismo",
    excerpt:
      "Sette chilometri sospesi tra cielo e mare, dai terrazzamenti di Agerola fino a Nocelle e Positano: guida pratica al sentiero più celebre della Costiera Amalfitana.",
    content: `<p>La <strong>Costiera Amalfitana</strong>, patrimonio UNESCO dal 1997, si conosce di solito dal mare o dalla Statale 163, la strada tutta curve che collega Positano a Vietri sul Mare. Ma il modo più emozionante per capirne la geografia è percorrerla dall'alto, lungo il <strong>Sentiero degli Dei</strong>, l'antica mulattiera che unisce l'altopiano di Agerola a Nocelle, frazione di Positano, sulle pendici meridionali dei <strong>Monti Lattari</strong>.</p>
<h2>Il percorso</h2>
<p>Il punto di partenza classico è <strong>Bomerano</strong>, frazione di Agerola, a circa 650 metri di quota. Dalla piazza si segue la segnaletica per il sentiero, che dopo un primo tratto tra case e orti si affaccia sul vuoto: da qui il tracciato procede a mezza costa, con brevi saliscendi, per circa <strong>sette chilometri</strong> fino a <strong>Nocelle</strong>, a poco più di 400 metri. Servono in media <strong>tre ore</strong> di cammino, soste fotografiche escluse. Il sentiero non presenta passaggi esposti pericolosi, ma il fondo è pietroso e irregolare: sono necessarie scarpe da trekking e un minimo di allenamento.</p>
<h2>Che cosa si vede</h2>
<p>Lungo il cammino lo sguardo abbraccia l'intera costiera occidentale: in basso si vedono i terrazzamenti coltivati a limoni, vite e ulivo, le case bianche di <strong>Praiano</strong> e <strong>Vettica</strong>, poi la spiaggia di Positano. All'orizzonte si stagliano l'arcipelago de <strong>Li Galli</strong> e, nelle giornate limpide, il profilo di <strong>Capri</strong>. Il tratto centrale passa accanto a grotte naturali usate un tempo come ricovero da pastori e contadini. In primavera il sentiero è bordato da ginestre ed euforbie, e la macchia mediterranea profuma di rosmarino e finocchietto selvatico.</p>
<h2>La discesa a Positano e il ritorno</h2>
<p>Arrivati a Nocelle si hanno due possibilità: prendere il piccolo <strong>autobus locale</strong> che scende a Positano lungo una stradina panoramica, oppure affrontare a piedi la lunga scalinata che porta alla frazione di Arienzo e alla Statale: oltre mille gradini, pesanti per le ginocchia ma ricchi di scorci. Da Positano si rientra ad Amalfi con i <strong>battelli</strong>, attivi da primavera ad autunno, o con gli autobus di linea. Qualcuno sceglie il percorso inverso, in salita da Nocelle: più faticoso, ma meno affollato nelle prime ore del mattino.</p>
<h2>Come arrivare ad Agerola</h2>
<p>Ad Agerola si sale in circa tre quarti d'ora con gli autobus di linea in partenza da <strong>Amalfi</strong>, lungo una strada ricca di tornanti; in auto si può lasciare il mezzo nei parcheggi di Bomerano, ma alla fine bisogna tornare indietro a recuperarlo, per questo i mezzi pubblici restano la scelta più comoda. Prima di partire vale una sosta nei caseifici del paese, famosi per il <strong>fior di latte</strong> e il <strong>Provolone del Monaco</strong> DOP, prodotto con il latte dei Monti Lattari.</p>
<h3>Quando andare</h3>
<p>I periodi ideali sono <strong>aprile, maggio, settembre e ottobre</strong>. In estate il sentiero è in gran parte esposto al sole e va percorso all'alba; d'inverno è praticabile, ma la nebbia può nascondere il panorama. Chi vuole aggiungere un'altra escursione può scendere ad Amalfi e risalire la <strong>Valle delle Ferriere</strong>, riserva naturale con cascate e rare felci relitte, passando accanto alle rovine delle cartiere che per secoli produssero la celebre carta di Amalfi, raccontata oggi dal Museo della Carta.</p>`,
    author: "Chiara Lombardo",
    readTime: "3 min",
    publishedDaysAgo: 108,
  },
  {
    slug: "lago-di-como-senz-auto-battelli-ville-storiche-sentiero-del-viandante",
    title: "Lago di Como senz'auto: battelli, ville storiche e il Sentiero del Viandante",
    category: "turismo",
    excerpt:
      "Dal treno per Varenna ai battelli del centro lago, fino alle ville Carlotta, Melzi e del Balbianello: un itinerario di tre giorni sul Lario, lasciando l'auto a casa.",
    content: `<p>Il <strong>Lago di Como</strong>, che i locali chiamano Lario, ha la forma di una Y rovesciata: il ramo di Como a sud-ovest, quello di Lecco a sud-est e l'alto lago che sale verso Colico e la Valtellina. Con profondità che superano i quattrocento metri è uno dei laghi più profondi d'Europa. Tre giorni bastano per conoscerne il cuore, il cosiddetto <strong>centro lago</strong>, senza mai salire in auto: treni, battelli e sentieri fanno tutto il lavoro.</p>
<h2>Arrivare: il treno per Varenna</h2>
<p>Da <strong>Milano Centrale</strong> i treni regionali della linea per Tirano raggiungono la stazione di <strong>Varenna-Esino</strong> in circa un'ora, costeggiando la sponda orientale da Lecco in poi. Varenna è una base ideale: il borgo di case colorate scende fino all'acqua, la passeggiata degli innamorati corre a sbalzo sul lago e in pochi minuti a piedi si raggiunge <strong>Villa Monastero</strong>, con un giardino botanico che si allunga per quasi due chilometri di riva. Dal paese una mulattiera sale al <strong>Castello di Vezio</strong>, punto panoramico sull'intero centro lago.</p>
<h2>Il triangolo dei battelli</h2>
<p>Il servizio di <strong>Navigazione Laghi</strong> collega con frequenza Varenna, <strong>Bellagio</strong>, <strong>Menaggio</strong> e Cadenabbia: le traversate durano da un quarto d'ora a mezz'ora, e i biglietti giornalieri di libera circolazione permettono di salire e scendere a piacere. Bellagio, sulla punta del promontorio che divide i due rami meridionali, merita mezza giornata: i vicoli a gradini che salgono dal porto, la basilica romanica di San Giacomo e il parco di <strong>Villa Melzi</strong>, residenza neoclassica costruita all'inizio dell'Ottocento per Francesco Melzi d'Eril, vicepresidente della Repubblica Italiana napoleonica.</p>
<h2>Le ville della Tremezzina</h2>
<p>Sulla sponda occidentale, a Tremezzo, <strong>Villa Carlotta</strong> fu costruita alla fine del Seicento per il marchese Giorgio Clerici e prende il nome dalla principessa Carlotta di Prussia, che la ricevette in dono dalla madre in occasione delle nozze, a metà Ottocento. All'interno si ammirano sculture neoclassiche e il celebre dipinto <em>L'ultimo bacio dato a Giulietta da Romeo</em> di Francesco Hayez; fuori, diversi ettari di giardino esplodono tra aprile e maggio con la fioritura di azalee e rododendri. Poco più a sud, a Lenno, la <strong>Villa del Balbianello</strong>, proprietà del FAI, si affaccia sull'acqua dalla punta del Dosso d'Avedo: si raggiunge in taxi boat oppure, in alcuni giorni, a piedi con un sentiero di circa un chilometro.</p>
<h2>A piedi sul Sentiero del Viandante</h2>
<p>Per una giornata di cammino si torna sulla sponda orientale, dove il <strong>Sentiero del Viandante</strong> ricalca l'antica via di collegamento tra Lecco e la Valtellina. L'intero tracciato, da Abbadia Lariana a Colico, misura una quarantina di chilometri e si percorre in tre o quattro giorni; la tappa più amata è quella tra <strong>Varenna e Bellano</strong>, qualche ora tra castagneti, ulivi e piccoli borghi di mezza costa, con il treno per rientrare. Vicino a Varenna sgorga il <strong>Fiumelatte</strong>, un torrente lungo poche centinaia di metri che scorre solo da primavera all'autunno e che già Leonardo da Vinci annotò nei suoi codici.</p>
<p>La stagione migliore va da <strong>aprile a ottobre</strong>: in primavera fioriscono i giardini delle ville, a settembre il lago è più tranquillo e la luce più morbida. In inverno molte ville chiudono e i battelli riducono le corse, ma il lago resta silenzioso e bellissimo, con le montagne imbiancate che si specchiano nell'acqua e i paesi restituiti ai loro abitanti.</p>`,
    author: "Francesca Rinaldi",
    readTime: "4 min",
    publishedDaysAgo: 14,
  },
  {
    slug: "italia-nello-spazio-moduli-lanciatori-e-satelliti",
    title: "L'Italia nello spazio: moduli, lanciatori e satelliti con accento italiano",
    category: "innovazione",
    excerpt:
      "Dal San Marco 1 del 1964 ai moduli abitativi per la Stazione spaziale, dal lanciatore Vega ai radar di COSMO-SkyMed: mappa di un'industria che lavora in orbita.",
    content: `<p>Il 15 dicembre 1964 un razzo Scout partì dalla base statunitense di Wallops Island portando in orbita il <strong>San Marco 1</strong>, un satellite progettato e gestito da un gruppo di ricerca italiano guidato da <strong>Luigi Broglio</strong>. Con quel lancio l'Italia divenne il terzo Paese, dopo Unione Sovietica e Stati Uniti, ad avere in orbita un satellite proprio. Pochi anni dopo, al largo delle coste del Kenya, vicino a Malindi, entrò in funzione la piattaforma di lancio San Marco, oggi parte del <strong>Broglio Space Center</strong>. Da allora lo spazio è diventato uno dei settori in cui il Paese esprime competenze di primo piano.</p>
<h2>Torino, dove si costruiscono le case nello spazio</h2>
<p>Nello stabilimento di <strong>Thales Alenia Space</strong> a Torino sono stati realizzati molti degli elementi pressurizzati della <strong>Stazione Spaziale Internazionale</strong>: i nodi di collegamento Harmony e Tranquility, la struttura del laboratorio europeo Columbus, i moduli logistici che hanno portato rifornimenti in orbita e la <strong>Cupola</strong>, l'osservatorio con sette finestre installato nel 2010 da cui gli astronauti fotografano la Terra. Lo stesso stabilimento lavora ai moduli per il futuro <strong>Lunar Gateway</strong>, la stazione destinata a orbitare attorno alla Luna nell'ambito del programma Artemis.</p>
<h2>Colleferro e il lanciatore Vega</h2>
<p>A <strong>Colleferro</strong>, a sud-est di Roma, ha sede <strong>Avio</strong>, l'azienda che guida lo sviluppo del lanciatore europeo <strong>Vega</strong>, pensato per portare in orbita satelliti di piccola e media taglia. Il primo volo partì il 13 febbraio 2012 dalla base europea di Kourou, nella Guyana francese; il 13 luglio 2022 ha debuttato la versione potenziata <strong>Vega C</strong>. Colleferro ha una lunga tradizione nella chimica e nella propulsione a propellente solido, e oggi vi si lavora anche su motori a propellente liquido alimentati a ossigeno e metano.</p>
<h2>Osservare la Terra</h2>
<p>Uno dei punti di forza italiani è l'<strong>osservazione della Terra</strong>. La costellazione <strong>COSMO-SkyMed</strong>, sviluppata dall'<strong>Agenzia Spaziale Italiana</strong> con il Ministero della Difesa e in orbita dal 2007, utilizza radar ad apertura sintetica capaci di «vedere» anche di notte e attraverso le nuvole: i suoi dati servono a monitorare frane, alluvioni, terremoti e deformazioni del suolo, oltre che per usi di sicurezza. I segnali dei satelliti vengono ricevuti ed elaborati in centri come quello di Telespazio nella piana del <strong>Fucino</strong>, in Abruzzo, e il Centro di Geodesia Spaziale dell'ASI a <strong>Matera</strong>.</p>
<h2>Piccoli satelliti, grandi missioni</h2>
<p>Accanto ai grandi gruppi è cresciuta una filiera di piccole e medie imprese e startup. Un esempio è <strong>LICIACube</strong>, il piccolo satellite costruito dalla torinese Argotec per l'ASI che nel settembre 2022 ha fotografato da vicino l'impatto della sonda NASA DART contro l'asteroide Dimorphos, il primo test di difesa planetaria della storia. Università come il Politecnico di Milano, il Politecnico di Torino e la Sapienza di Roma formano ingegneri aerospaziali che trovano lavoro in tutta Europa, mentre l'ASI, fondata nel 1988, coordina la partecipazione italiana ai programmi dell'<strong>Agenzia Spaziale Europea</strong>, di cui l'Italia è tra i principali contributori.</p>
<p>Per chi vuole vedere da vicino questo mondo le occasioni non mancano: le giornate di porte aperte organizzate periodicamente da aziende e centri di ricerca, le sezioni dedicate allo spazio nei musei scientifici, come il <strong>Museo Nazionale della Scienza e della Tecnologia Leonardo da Vinci</strong> di Milano, e i festival della scienza che in autunno portano ingegneri e astronauti a incontrare il pubblico.</p>`,
    author: "Davide Santoro",
    readTime: "4 min",
    publishedDaysAgo: 2,
  },
  {
    slug: "motor-valley-l-emilia-dove-si-progetta-la-velocita",
    title: "Motor Valley, l'Emilia dove si progetta la velocità",
    category: "innovazione",
    excerpt:
      "Tra Modena, Bologna e Parma si concentrano marchi, circuiti e centri di ricerca dell'auto e della moto. Viaggio nella Motor Valley, tra gallerie del vento, simulatori e università.",
    content: `<p>In un fazzoletto di pianura emiliana hanno sede alcuni dei marchi più celebri dell'automobilismo e del motociclismo mondiale. È la <strong>Motor Valley</strong>, un distretto che si estende soprattutto tra le province di Modena, Bologna, Parma e Reggio Emilia, fino alla Romagna, e che riunisce case costruttrici, piccole officine specializzate, fornitori di componenti, quattro autodromi e una rete di musei e collezioni private. Dietro il mito c'è un'industria che investe molto in ricerca, materiali e formazione.</p>
<h2>I nomi e i luoghi</h2>
<ul>
<li><strong>Ferrari</strong> a Maranello, dove dal 1947 escono le auto del Cavallino.</li>
<li><strong>Maserati</strong>, nata a Bologna nel 1914 e poi trasferita a Modena.</li>
<li><strong>Lamborghini</strong> a Sant'Agata Bolognese, fondata nel 1963.</li>
<li><strong>Ducati</strong> a Borgo Panigale, alla periferia di Bologna, attiva dal 1926.</li>
<li><strong>Pagani</strong> a San Cesario sul Panaro, con hypercar prodotte in piccolissime serie.</li>
<li><strong>Dallara</strong> a Varano de' Melegari, sulle colline parmensi, specialista di telai da competizione.</li>
</ul>
<h2>Gallerie del vento e simulatori</h2>
<p>Molta dell'innovazione della Motor Valley non si vede sulle strade ma negli uffici tecnici. La <strong>Dallara</strong>, che costruisce telai per campionati come la IndyCar e la Formula 2, ha fatto della <strong>fluidodinamica</strong> e della simulazione il proprio marchio di fabbrica: gallerie del vento e simulatori di guida permettono di provare una vettura prima ancora che esista, riducendo tempi e costi dei test in pista. La stessa logica guida i reparti corse delle case più note, dove ingegneri e piloti lavorano su modelli digitali sempre più accurati.</p>
<h2>Materiali compositi ed elettrificazione</h2>
<p>Un altro campo in cui il distretto è all'avanguardia è quello dei <strong>materiali compositi</strong>: la fibra di carbonio, arrivata nelle corse negli anni Ottanta, è oggi lavorata in Emilia da numerose aziende specializzate che servono anche l'aeronautica, la nautica e il biomedicale. Negli ultimi anni la ricerca si è spostata verso l'<strong>elettrificazione</strong>, i sistemi ibridi, le batterie ad alte prestazioni e i carburanti a basso impatto; dal 2023 è Ducati a fornire le moto elettriche del campionato <strong>MotoE</strong>.</p>
<h2>Formare gli ingegneri di domani</h2>
<p>Per non disperdere queste competenze, nel 2017 le università di Bologna, Modena e Reggio Emilia, Parma e Ferrara hanno dato vita, insieme alle aziende del distretto, alla <strong>MUNER – Motorvehicle University of Emilia-Romagna</strong>, con corsi di laurea magistrale in inglese dedicati alla progettazione di veicoli ad alte prestazioni, ai motori, ai veicoli elettrici e ai sistemi di guida autonoma. Matteo, ventiquattrenne arrivato da Cosenza per frequentare i corsi, racconta che la differenza la fanno i progetti in azienda: «Passi dall'aula all'officina nello stesso pomeriggio, e capisci subito a che cosa servono le equazioni».</p>
<h2>Visitare la Motor Valley</h2>
<p>Per il pubblico le porte d'ingresso sono i musei: il <strong>Museo Ferrari</strong> di Maranello, il <strong>Museo Enzo Ferrari</strong> di Modena, accanto alla casa natale del fondatore e sotto un tetto giallo che ricorda il cofano di un'auto, il museo Lamborghini a Sant'Agata e il <strong>Museo Ducati</strong> a Borgo Panigale, abbinabile alla visita della fabbrica. Gli autodromi di <strong>Imola</strong> e <strong>Misano</strong> ospitano gare internazionali e giornate aperte agli appassionati, e il Motor Valley Fest porta a Modena esposizioni, incontri e parate. Modena e Bologna sono collegate da treni frequenti, e Maranello si raggiunge in autobus da Modena.</p>`,
    author: "Luca Bernardini",
    readTime: "3 min",
    publishedDaysAgo: 22,
  },
  {
    slug: "pisa-e-genova-le-capitali-della-robotica-italiana",
    title: "Pisa e Genova, le capitali della robotica italiana",
    category: "innovazione",
    excerpt:
      "Dall'umanoide iCub ai robot morbidi ispirati al polpo, fino alle mani artificiali: tra Liguria e Toscana si fa ricerca robotica di livello mondiale. Ecco dove e come.",
    content: `<p>Se l'Italia è oggi tra i Paesi più attivi nella ricerca robotica, molto si deve a due poli distanti circa due ore di treno: <strong>Genova</strong>, dove ha sede l'<strong>Istituto Italiano di Tecnologia</strong>, e l'area di <strong>Pisa</strong>, con la Scuola Superiore Sant'Anna, l'Università e il polo di ricerca di Pontedera. Intorno a questi istituti sono nate startup, laboratori congiunti con le imprese e programmi di formazione che attirano ricercatori da tutto il mondo.</p>
<h2>Genova: l'IIT e il robot bambino</h2>
<p>L'<strong>IIT</strong> è stato istituito nel 2003 e ha il suo quartier generale sulle alture di Morego, a Genova, con centri distribuiti in diverse città italiane. Il suo progetto più noto è <strong>iCub</strong>, un robot umanoide alto circa un metro, con le proporzioni di un bambino di quattro o cinque anni, nato da un progetto europeo avviato nel 2004. iCub ha mani capaci di afferrare oggetti, telecamere negli occhi e una pelle sensibile al tatto, e serve a studiare come un corpo impara interagendo con l'ambiente. Una particolarità: è <strong>open source</strong>, e decine di esemplari sono stati distribuiti a laboratori di ricerca in Europa, Asia e America.</p>
<p>Sempre a Genova si sviluppano robot quadrupedi come <strong>HyQ</strong>, ad azionamento idraulico, capace di muoversi su terreni accidentati e pensato per ispezioni in ambienti difficili, e umanoidi progettati per collaborare con le persone nei luoghi di lavoro, alleggerendo i carichi più pesanti. Una parte importante della ricerca riguarda gli <strong>esoscheletri</strong> e la riabilitazione, in collaborazione con ospedali e centri clinici.</p>
<h2>Pisa e Pontedera: la robotica che imita la natura</h2>
<p>A <strong>Pontedera</strong>, la città della Vespa, ha sede l'<strong>Istituto di BioRobotica</strong> della Scuola Superiore Sant'Anna di Pisa. Qui si progettano robot ispirati agli animali e al corpo umano: il più famoso è il <strong>robot polpo</strong>, sviluppato nell'ambito di un progetto europeo concluso nei primi anni Dieci, con tentacoli di silicone morbido capaci di allungarsi, afferrare e strisciare. Quel lavoro ha contribuito a lanciare a livello internazionale la <strong>soft robotics</strong>, che usa materiali flessibili al posto di ingranaggi rigidi, con applicazioni che vanno dalla chirurgia mini-invasiva all'esplorazione dei fondali.</p>
<h3>Mani artificiali e protesi</h3>
<p>Un altro campo di eccellenza pisana sono le <strong>protesi di mano</strong>. Al Centro di ricerca «Enrico Piaggio» dell'Università di Pisa, in collaborazione con l'IIT, è nata la <strong>SoftHand</strong>, una mano robotica che con un solo motore riesce ad adattarsi alla forma degli oggetti, imitando le sinergie dei movimenti umani. La Sant'Anna ha invece sperimentato protesi bioniche collegate ai nervi del braccio, capaci di restituire ai pazienti una forma di sensibilità tattile.</p>
<h2>Dove vedere i robot</h2>
<p>La robotica italiana si lascia vedere anche dal pubblico. Ogni anno, tra ottobre e novembre, il <strong>Festival della Scienza</strong> di Genova porta laboratori e dimostrazioni nei palazzi del centro; la Notte europea dei ricercatori, a fine settembre, è spesso l'occasione per incontrare i robot da vicino anche a Pisa e Pontedera. Per chi viaggia, Pontedera offre inoltre il <strong>Museo Piaggio</strong>, dedicato alla storia della Vespa e dell'azienda, non lontano dalla stazione ferroviaria.</p>`,
    author: "Davide Santoro",
    readTime: "3 min",
    publishedDaysAgo: 36,
  },
  {
    slug: "prato-il-distretto-che-rigenera-la-lana-moda-circolare",
    title: "Prato, il distretto che rigenera la lana: dagli stracci alla moda circolare",
    category: "innovazione",
    excerpt:
      "Da oltre un secolo e mezzo Prato trasforma abiti usati in nuovi tessuti. Oggi il cardato rigenerato incontra selezione ottica, tracciabilità digitale e nuove regole europee.",
    content: `<p>Molto prima che si parlasse di economia circolare, a <strong>Prato</strong> si riciclavano i vestiti. Dalla metà dell'Ottocento il distretto tessile toscano si specializzò nella <strong>lana rigenerata</strong>: maglioni, cappotti e ritagli di sartoria venivano raccolti, selezionati e ridotti di nuovo in fibra per produrre filati e tessuti a prezzi accessibili. Una vocazione tessile che affonda le radici nel Trecento del mercante <strong>Francesco di Marco Datini</strong>, il cui archivio di lettere e registri, conservato in città, è una delle fonti più ricche sull'economia medievale europea.</p>
<h2>Il mestiere del cenciaiolo</h2>
<p>Il primo anello della filiera è il <strong>cenciaiolo</strong>, l'esperto che seleziona gli indumenti usati. Il lavoro si fa ancora in buona parte a mano: ogni capo viene privato di bottoni, cerniere e fodere, poi diviso per composizione – lana, cashmere, misti – e soprattutto per <strong>colore</strong>. Proprio la selezione cromatica è il segreto del distretto: mescolando stracci di tinte diverse si ottengono le sfumature desiderate senza ritingere la fibra, risparmiando acqua, energia e prodotti chimici. «Una volta si riconosceva la lana bruciandone un filo e annusando il fumo», racconta Piero, sessantenne che lavora nei magazzini di selezione da quando era ragazzo. «Oggi le etichette aiutano, ma la mano resta fondamentale».</p>
<h2>Dalla fibra al filato</h2>
<p>Dopo la selezione gli stracci passano alla <strong>sfilacciatura</strong>, che li riduce in fiocchi di fibra. Se contengono parti vegetali, come il cotone, può intervenire la <strong>carbonizzazione</strong>, un trattamento che le elimina lasciando intatta la lana. Le fibre vengono poi mescolate, cardate e filate: il risultato è il <strong>cardato rigenerato</strong>, un filato morbido e voluminoso usato per cappotti, coperte e maglieria. Per valorizzarlo la Camera di Commercio ha promosso il marchio <strong>Cardato Recycled</strong>, che identifica i prodotti realizzati nel distretto con materiale in prevalenza riciclato e ne documenta l'impatto ambientale in termini di acqua, energia ed emissioni.</p>
<h2>Le nuove tecnologie</h2>
<p>Oggi la tradizione incontra l'innovazione. Alcune aziende hanno introdotto sistemi di <strong>selezione automatica</strong> basati sulla spettroscopia nel vicino infrarosso, che riconoscono la composizione di un capo in pochi istanti, e linee di smistamento per colore guidate da sensori ottici. Altre lavorano sulla <strong>tracciabilità digitale</strong>, per documentare la provenienza delle fibre in vista del passaporto digitale dei prodotti previsto dalle nuove norme europee sulla progettazione ecocompatibile. La sfida più difficile resta quella dei tessuti misti, composti da fibre naturali e sintetiche difficili da separare.</p>
<h2>Le regole cambiano</h2>
<p>Anche il contesto normativo spinge nella stessa direzione. In Italia la <strong>raccolta differenziata dei rifiuti tessili</strong> è obbligatoria dal 1° gennaio 2022, con tre anni di anticipo rispetto alla scadenza fissata dall'Unione europea per il 2025, e a livello comunitario si va verso la responsabilità estesa del produttore anche per l'abbigliamento. Per un distretto che da generazioni sa trasformare uno scarto in materia prima, è l'occasione per tornare al centro della moda sostenibile.</p>
<h3>Da visitare</h3>
<p>Per conoscere questa storia il punto di partenza è il <strong>Museo del Tessuto</strong>, ospitato nell'ex Cimatoria Campolmi, una fabbrica ottocentesca all'interno delle mura medievali, a pochi minuti a piedi dal Duomo. Le sue sale raccontano la produzione tessile pratese dal Medioevo a oggi, insieme alle collezioni di tessuti antichi. Prato si raggiunge da Firenze in treno in meno di mezz'ora.</p>`,
    author: "Giulia Ferraresi",
    readTime: "3 min",
    publishedDaysAgo: 56,
  },
  {
    slug: "agricoltura-di-precisione-satelliti-sensori-e-droni-nei-campi",
    title: "Agricoltura di precisione: satelliti, sensori e droni nei campi italiani",
    category: "innovazione",
    excerpt:
      "Mappe satellitari, sensori nel suolo e macchine guidate dal GPS aiutano gli agricoltori italiani a usare meno acqua e concimi. Viaggio nell'agritech, dalle risaie alle vigne.",
    content: `<p>Per secoli l'agricoltore ha trattato un campo come un'unità omogenea: stessa quantità di seme, di concime e di acqua su ogni metro quadrato. L'<strong>agricoltura di precisione</strong> parte dal presupposto opposto: ogni appezzamento è fatto di zone diverse per suolo, umidità e vigore delle piante, e ciascuna va gestita secondo le sue esigenze. Satelliti, sensori, droni e trattori connessi sono gli strumenti che rendono possibile questa idea, con vantaggi economici e ambientali.</p>
<h2>Gli occhi dallo spazio</h2>
<p>Il primo strumento è gratuito e orbita a circa 800 chilometri d'altezza. I satelliti <strong>Sentinel-2</strong> del programma europeo <strong>Copernicus</strong> fotografano i campi in diverse bande dello spettro, con una risoluzione fino a dieci metri e un passaggio ogni pochi giorni. Dalle loro immagini si calcolano indici di vegetazione come l'<strong>NDVI</strong>, che misurano il vigore delle colture e rivelano le aree in sofferenza prima che il problema sia visibile a occhio nudo. Numerose piattaforme digitali, sviluppate anche da startup italiane, trasformano questi dati in mappe pronte all'uso.</p>
<h2>Dalla mappa al trattore</h2>
<p>Le mappe diventano poi <strong>mappe di prescrizione</strong>: file che il computer di bordo di trattori e seminatrici legge per distribuire concime o seme a <strong>dosaggio variabile</strong>, più dove serve e meno dove non serve. La guida satellitare con correzione RTK consente di lavorare con una precisione di pochi centimetri, evitando sovrapposizioni e passaggi inutili. Le macchine più recenti registrano ogni operazione, creando uno storico che aiuta a programmare le annate successive. Alla <strong>EIMA International</strong>, la rassegna della meccanica agricola che si tiene a Bologna ogni due anni, queste tecnologie sono ormai la norma.</p>
<h2>Acqua, la risorsa più preziosa</h2>
<p>Dopo le siccità degli ultimi anni, la gestione dell'acqua è diventata la priorità. Sonde di umidità nel suolo e stazioni meteo aziendali permettono di irrigare solo quando la pianta ne ha bisogno; il servizio <strong>Irriframe</strong>, promosso dai consorzi di bonifica riuniti nell'ANBI, fornisce consigli irrigui calcolati su dati meteorologici e caratteristiche delle colture. Nelle risaie di Piemonte e Lombardia, dove si coltiva gran parte del riso europeo, si sperimentano sensori di livello dell'acqua e paratoie automatizzate. Giulia, risicoltrice trentottenne della Lomellina, controlla dal telefono le camere della sua azienda: «Prima si facevano chilometri in bicicletta per aprire e chiudere le bocchette; ora lo vedo da casa e vado solo dove serve».</p>
<h2>Vigne, droni e fattorie verticali</h2>
<p>In viticoltura, modelli previsionali alimentati da sensori di temperatura, umidità e bagnatura fogliare stimano il rischio di malattie come la <strong>peronospora</strong>, aiutando a limitare i trattamenti a quelli davvero necessari. I droni servono soprattutto per la mappatura e il monitoraggio delle colture, mentre l'irrorazione aerea resta soggetta a regole molto restrittive. Vicino alle città si diffondono le <strong>fattorie verticali</strong>, come quelle nate in Lombardia, dove insalate ed erbe aromatiche crescono al chiuso, su più livelli, sotto luci a LED e senza pesticidi.</p>
<h2>La ricerca</h2>
<p>Sul fronte della ricerca, il <strong>Centro Nazionale Agritech</strong>, finanziato dal Piano Nazionale di Ripresa e Resilienza e con sede presso l'Università di Napoli Federico II, riunisce università, enti pubblici e imprese su temi come la resilienza delle colture al clima, la riduzione degli sprechi e la digitalizzazione delle filiere. L'ostacolo principale resta la dimensione delle aziende: molte sono piccole e faticano a sostenere gli investimenti, ed è qui che contano cooperative, contoterzisti e incentivi pubblici.</p>`,
    author: "Marco Valsecchi",
    readTime: "4 min",
    publishedDaysAgo: 76,
  },
  {
    slug: "bologna-la-valle-dei-dati-tecnopolo-supercomputer-leonardo",
    title: "Bologna, la valle dei dati: dentro il Tecnopolo del supercomputer Leonardo",
    category: "innovazione",
    excerpt:
      "Nell'ex Manifattura Tabacchi progettata da Pier Luigi Nervi oggi lavorano supercomputer e centri di calcolo per il meteo: Bologna è diventata uno dei grandi poli europei dei dati.",
    content: `<p>A nord del centro di Bologna, lungo via Stalingrado, sorge un complesso industriale di cemento e vetro costruito nel secondo dopoguerra per la lavorazione del tabacco. È l'ex <strong>Manifattura Tabacchi</strong>, progettata dall'ingegnere <strong>Pier Luigi Nervi</strong>, maestro delle strutture in cemento armato, e dismessa all'inizio degli anni Duemila. Dopo un lungo recupero, quegli spazi ospitano oggi il <strong>Tecnopolo</strong> di Bologna, noto anche come DAMA, uno dei principali hub europei per il calcolo ad alte prestazioni e l'analisi dei dati.</p>
<h2>Leonardo, un supercomputer europeo</h2>
<p>Il cuore del Tecnopolo è <strong>Leonardo</strong>, il supercomputer inaugurato nel novembre 2022 e gestito da <strong>CINECA</strong>, il consorzio interuniversitario nato nel 1969 che da decenni fornisce potenza di calcolo alla ricerca italiana. Leonardo è stato finanziato dall'impresa comune europea <strong>EuroHPC</strong> insieme al Ministero dell'Università e della Ricerca e, al momento dell'inaugurazione, figurava ai primi posti della classifica mondiale TOP500. È composto da migliaia di nodi di calcolo, in gran parte dotati di processori grafici, particolarmente adatti all'addestramento di modelli di intelligenza artificiale.</p>
<h2>Il meteo di mezza Europa</h2>
<p>Nel Tecnopolo lavora anche il data center del <strong>Centro europeo per le previsioni meteorologiche a medio termine</strong> (ECMWF), trasferito a Bologna dal Regno Unito e operativo dal 2021, mentre la sede principale dell'organizzazione resta a Reading. Qui girano i modelli che producono ogni giorno le previsioni usate dai servizi meteorologici di decine di Paesi. Bologna è stata scelta anche come sede di <strong>ItaliaMeteo</strong>, l'agenzia nazionale per la meteorologia e la climatologia, a conferma di una vocazione ormai consolidata.</p>
<h2>Un ecosistema di ricerca</h2>
<p>Attorno ai supercomputer è nato un ecosistema. Il Tecnopolo è la sede del <strong>Centro Nazionale di Ricerca in High Performance Computing, Big Data e Quantum Computing</strong> (ICSC), creato con i fondi del PNRR per mettere in rete università, enti di ricerca e imprese. Anche l'<strong>INFN</strong>, l'Istituto Nazionale di Fisica Nucleare, vi ha avviato il trasferimento del proprio centro di calcolo, che elabora tra l'altro i dati degli esperimenti del CERN di Ginevra. Altri padiglioni del complesso sono destinati a istituti pubblici e laboratori.</p>
<h2>A che cosa serve tanta potenza</h2>
<p>Le applicazioni toccano la vita di tutti i giorni. Con Leonardo si simulano il clima e l'atmosfera, si studiano le molecole per accelerare la scoperta di nuovi farmaci, si progettano materiali per batterie, si costruiscono <strong>gemelli digitali</strong> di città e infrastrutture per prevedere il traffico, i consumi energetici o gli effetti di un'alluvione. Anche le imprese, comprese le piccole, possono accedere alle risorse di calcolo attraverso bandi e programmi dedicati, senza dover investire in infrastrutture proprie.</p>
<p>Il Tecnopolo non è un museo e l'accesso è riservato, ma la sua architettura si apprezza dall'esterno e in occasione di eventi pubblici. Il progetto si inserisce nella strategia con cui l'Emilia-Romagna si presenta come <strong>Data Valley</strong>, facendo leva sulla collaborazione tra università – a partire dall'Alma Mater, fondata per tradizione nel 1088 –, enti pubblici e industria.</p>`,
    author: "Davide Santoro",
    readTime: "3 min",
    publishedDaysAgo: 96,
  },
  {
    slug: "mose-di-venezia-come-funzionano-le-78-paratoie-contro-l-acqua-alta",
    title: "Il MOSE di Venezia: come funzionano le 78 paratoie che fermano l'acqua alta",
    category: "innovazione",
    excerpt:
      "Dal 2020 una barriera mobile alle bocche di porto protegge Venezia dalle maree eccezionali. Come funziona il MOSE, quando si alza e quali sfide pone per il futuro della laguna.",
    content: `<p>La notte del 12 novembre 2019 la marea a Venezia raggiunse 187 centimetri sullo zero mareografico di Punta della Salute, il valore più alto dopo l'alluvione del 4 novembre 1966, quando si toccarono i 194 centimetri. L'acqua invase la cripta della Basilica di San Marco, allagò negozi e abitazioni, danneggiò libri e archivi. Meno di un anno dopo, il 3 ottobre 2020, una marea prevista intorno ai 130 centimetri lasciò invece asciutta piazza San Marco: per la prima volta era entrato in funzione il <strong>MOSE</strong>.</p>
<h2>Un'opera alle bocche di porto</h2>
<p>La laguna di Venezia comunica con il mare Adriatico attraverso tre varchi, le <strong>bocche di porto</strong> di <strong>Lido</strong>, <strong>Malamocco</strong> e <strong>Chioggia</strong>. Il MOSE – acronimo di Modulo Sperimentale Elettromeccanico – è un sistema di <strong>78 paratoie mobili</strong> installate sul fondale di questi varchi e divise in quattro schiere: alla bocca di Lido, la più larga, le barriere sono due, collegate da un'isola artificiale. I lavori sono iniziati nel 2003 e sono proseguiti per quasi due decenni, tra difficoltà tecniche, aumenti dei costi e un'inchiesta giudiziaria per corruzione che nel 2014 portò a numerosi arresti.</p>
<h2>Come funziona</h2>
<p>In condizioni normali le paratoie sono invisibili: sono grandi cassoni metallici cavi, larghi circa venti metri, adagiati in alloggiamenti di cemento sul fondale e riempiti d'acqua. Quando è prevista una marea eccezionale, nelle paratoie viene immessa <strong>aria compressa</strong> che espelle l'acqua: alleggerite, ruotano attorno alle cerniere che le fissano al fondale e si sollevano fino a emergere, separando temporaneamente la laguna dal mare. Il sollevamento richiede circa mezz'ora e la chiusura dura in genere alcune ore, il tempo che passi il picco di marea; poi le paratoie vengono di nuovo riempite d'acqua e tornano ad adagiarsi sul fondo.</p>
<h3>Quando si alza</h3>
<p>La decisione si basa sulle previsioni del <strong>Centro Previsioni e Segnalazioni Maree</strong> e degli altri enti che monitorano la laguna. In linea generale le barriere vengono sollevate quando si prevede una marea pari o superiore a <strong>110 centimetri</strong>, soglia oltre la quale una parte significativa della città finisce sott'acqua. Sotto quella quota, le zone più basse come piazza San Marco possono ancora allagarsi: per questo, attorno alla Basilica, sono state installate <strong>barriere in vetro</strong> che proteggono il nartece dalle maree più frequenti.</p>
<h2>Le sfide per il futuro</h2>
<p>Il MOSE ha già evitato numerosi allagamenti, ma apre interrogativi. Ogni chiusura interrompe il ricambio d'acqua tra mare e laguna e blocca il traffico delle navi verso il porto: a Malamocco una <strong>conca di navigazione</strong> consente il passaggio delle imbarcazioni, ma con limiti di dimensione. Con l'innalzamento del livello del mare previsto dagli scenari climatici, le chiusure potrebbero diventare molto più frequenti, con effetti sull'ecosistema lagunare e sull'economia portuale ancora da valutare. Anche i costi di gestione e di manutenzione sono rilevanti.</p>
<p>Chi visita Venezia può seguire in tempo reale le previsioni di marea sui canali del Comune e ricevere le allerte sul telefono; in città, le <strong>sirene</strong> segnalano con toni diversi la quota attesa. Le passerelle sopraelevate, un tempo familiari nei mesi autunnali, si vedono oggi meno spesso, ma restano pronte per le maree che non giustificano il sollevamento delle barriere.</p>`,
    author: "Luca Bernardini",
    readTime: "3 min",
    publishedDaysAgo: 112,
  },
];
