// Demo articles for the "moda", "lifestyle" and "design" sections (original Italian editorial content).
import type { SeedArticle } from "./types";

export const articlesA: SeedArticle[] = [
  {
    slug: "como-la-seta-che-nasce-dal-disegno",
    title: "Como, la seta che nasce dal disegno",
    category: "moda",
    excerpt:
      "Dal bozzetto dipinto a mano alla stampa a quadro, viaggio nel distretto serico lariano, dove da secoli l'acqua del lago e il mestiere trasformano un filo in un foulard.",
    content: `<p>Sulle rive del Lario la seta non è soltanto un'industria: è un lessico, un paesaggio, una memoria familiare. La lavorazione del filo serico a Como è documentata già nel Cinquecento, ma è tra Ottocento e Novecento che la città diventa uno dei grandi centri europei della tessitura e, soprattutto, della stampa su seta. Nelle campagne del Comasco e della Brianza si allevavano i bachi nutriti con le foglie di gelso, e le filande punteggiavano le valli: un'economia che coinvolgeva intere famiglie, con le donne impegnate soprattutto nella trattura dei bozzoli.</p>
<h2>Dal gelso al tessuto</h2>
<p>Oggi la bachicoltura italiana è quasi scomparsa e la materia prima arriva in gran parte dall'estero, in particolare dalla Cina. Quello che Como ha conservato, e anzi affinato, è tutto ciò che viene dopo il filo: la torcitura, la tintura, la tessitura e la nobilitazione. Le aziende del distretto lavorano crêpe de Chine, twill, raso, organza e chiffon per le maison di tutto il mondo, e una parte importante dei foulard e delle cravatte di alta gamma passa da qui, anche quando l'etichetta racconta un'altra città.</p>
<h3>Il disegno prima di tutto</h3>
<p>Il cuore del mestiere comasco è lo studio di disegno. Ogni collezione nasce da bozzetti dipinti a mano a gouache o ad acquerello, che poi vengono separati colore per colore: un tempo con i "lucidi", fogli trasparenti su cui si ricalcava a mano ciascuna tinta, oggi anche al computer. Per i tessuti jacquard, invece, il disegno va tradotto nella "messa in carta", la griglia che indica al telaio quali fili alzare a ogni passaggio. Un disegnatore tessile di Cernobbio, con trent'anni di mestiere alle spalle, la riassume così:</p>
<blockquote>«Un foulard si disegna due volte: la prima per l'occhio, la seconda per la macchina. Se sbagli la seconda, la prima non la vedrà mai nessuno.»</blockquote>
<h2>La stampa a quadro</h2>
<p>La tecnica che ha reso celebre il distretto è la stampa a quadro piano. Per ogni colore del disegno si prepara un telaio con una rete sottilissima, inciso in modo che l'inchiostro passi solo dove serve; il tessuto viene steso e fissato su lunghi tavoli di stampa, e i quadri vengono appoggiati in sequenza, uno per tinta, con una precisione di registro che non ammette sbavature. Un foulard con dodici colori richiede dunque dodici quadri. Dopo la stampa la seta passa al vaporizzo, che fissa i coloranti nella fibra, poi al lavaggio e al finissaggio, che ne determina la mano e la caduta. Accanto al quadro convivono la stampa a cilindro rotativo, per le grandi tirature, e la stampa digitale a getto d'inchiostro, che negli ultimi vent'anni ha reso possibili sfumature complesse e campionature rapidissime.</p>
<h2>Dove scoprirla</h2>
<p>Chi vuole capire questa storia può partire dal Museo della Seta di Como, che raccoglie macchinari, strumenti e campionari dell'intero ciclo produttivo, dall'allevamento del baco alla stampa. Di grande interesse è anche la Fondazione Antonio Ratti, a Villa Sucota, sulla sponda occidentale del lago, che custodisce un importante archivio di tessuti e promuove mostre e ricerca. Passeggiando per la città e i paesi vicini si incontrano ancora spacci aziendali e piccole botteghe dove acquistare tagli di seta e foulard direttamente da chi li produce.</p>
<p>Il segreto del distretto, a ben vedere, non sta in una singola macchina ma nella filiera corta: disegnatori, incisori, stampatori, tintori e finissatori lavorano a pochi chilometri di distanza, spesso conoscendosi da generazioni. È questa vicinanza a permettere di passare da un'idea a un campione in pochi giorni, e a fare di Como, ancora oggi, un punto di riferimento per chi cerca nella seta colore, precisione e carattere.</p>`,
    author: "Giulia Ferraresi",
    readTime: "5 min",
    publishedDaysAgo: 3,
  },
  {
    slug: "biella-dove-la-lana-impara-dall-acqua",
    title: "Biella, dove la lana impara dall'acqua",
    category: "moda",
    excerpt:
      "Tra le valli del Cervo e del Sessera, il distretto biellese trasforma le lane più fini del mondo in tessuti d'eccellenza. Storia, tecniche e luoghi di una tradizione che guarda avanti.",
    content: `<p>Ai piedi delle Alpi piemontesi, dove i torrenti Cervo, Sessera e Strona scendono veloci verso la pianura, si è sviluppato uno dei distretti lanieri più importanti d'Europa. Nel Biellese l'acqua è stata per secoli la vera infrastruttura: muoveva le ruote idrauliche dei primi opifici e, povera di calcare, era ideale per lavare e tingere le fibre. Già nell'Ottocento il territorio veniva paragonato ai grandi centri tessili inglesi, e le sue valli si riempirono di fabbriche, villaggi operai e ville padronali.</p>
<h2>Una storia di famiglie</h2>
<p>Il tessuto industriale biellese è fatto di dinastie imprenditoriali che hanno attraversato guerre e crisi. Il Lanificio Sella è tra le più antiche manifatture laniere del territorio, e dalla stessa famiglia nacque anche una banca; la Fondazione Sella conserva oggi un prezioso archivio storico e fotografico. A Trivero, nel 1910, Ermenegildo Zegna fondò il lanificio che porta il suo nome; negli anni Trenta promosse anche la costruzione della Strada Panoramica che attraversa i monti sopra il paese e un vasto rimboschimento, oggi parte dell'Oasi Zegna, un'area naturale aperta a escursionisti e famiglie.</p>
<h2>Dalla fibra al tessuto</h2>
<p>La materia prima arriva soprattutto dall'emisfero australe: lane merino finissime dall'Australia e dalla Nuova Zelanda, ma anche cashmere, alpaca e mohair. Nel distretto si svolge quasi l'intero ciclo: lavaggio, cardatura, pettinatura, filatura, tessitura e finissaggio. La distinzione fondamentale è tra "cardato", più voluminoso e morbido, e "pettinato", in cui le fibre vengono rese parallele per ottenere filati sottili e compatti, adatti agli abiti sartoriali. Sulle etichette dei tessuti più pregiati compare spesso la sigla "Super" seguita da un numero: indica la finezza della lana, e più il numero è alto, più la fibra è sottile.</p>
<h3>Il finissaggio, l'arte invisibile</h3>
<p>Ciò che distingue un buon tessuto da un tessuto eccezionale si decide spesso nell'ultima fase. Il finissaggio comprende operazioni come la follatura, che compatta la stoffa, la garzatura, che ne solleva il pelo, la cimatura, che lo pareggia, e il decatissaggio, che stabilizza il tessuto con vapore e pressione. La responsabile del finissaggio di un lanificio di Valdilana, il comune nato dalla fusione di Trivero, Mosso, Soprana e Valle Mosso, descrive il suo lavoro con una formula semplice:</p>
<blockquote>«La lana ha memoria. Il nostro lavoro è insegnarle a ricordare la forma giusta.»</blockquote>
<h2>Archeologia industriale e arte contemporanea</h2>
<p>Il Biellese è anche un museo a cielo aperto dell'industria. A Pray la Fabbrica della Ruota, ex lanificio ottocentesco che deve il nome alla grande ruota un tempo usata per trasmettere l'energia, è uno dei complessi di archeologia industriale meglio conservati del Piemonte e racconta l'intero ciclo della lana. A Biella, un ex lanificio lungo il Cervo ospita Cittadellarte, la fondazione creata da Michelangelo Pistoletto che unisce arte, moda sostenibile e ricerca sociale. Seguire il percorso noto come Strada della Lana, tra opifici, villaggi operai e dimore degli industriali, significa leggere nel paesaggio la storia di un territorio.</p>
<p>Oggi il distretto affronta la concorrenza globale puntando su qualità, tracciabilità e sostenibilità: depurazione delle acque, energia da fonti rinnovabili, certificazioni sul benessere animale e sulla provenienza delle fibre. È una trasformazione silenziosa, che ha però radici antiche. Perché qui, da sempre, la lana si è fatta pregiata grazie a un equilibrio delicato tra natura e mestiere, tra l'acqua dei torrenti e le mani di chi sa ascoltarla.</p>`,
    author: "Marco Valsecchi",
    readTime: "5 min",
    publishedDaysAgo: 17,
  },
  {
    slug: "firenze-e-il-cuoio-dalla-scuola-di-santa-croce-alle-concerie",
    title: "Firenze e il cuoio, dalla Scuola di Santa Croce alle concerie",
    category: "moda",
    excerpt:
      "Nata nel 1950 alle spalle della basilica francescana, la Scuola del Cuoio custodisce un sapere antico. Intorno, un distretto che va dalla concia al vegetale del Valdarno a Scandicci.",
    content: `<p>Nella Firenze medievale chi lavorava le pelli apparteneva a corporazioni ben definite: l'Arte dei Cuoiai e Galigai riuniva conciatori e lavoratori del cuoio, mentre le attività che richiedevano molta acqua, come la tintura e la concia, si concentravano lungo l'Arno, nel quartiere di Santa Croce. La toponomastica lo ricorda ancora: Corso dei Tintori e via delle Conce sono a pochi passi dalla basilica francescana. È in questo angolo di città che, a metà del Novecento, il cuoio fiorentino ha trovato una delle sue istituzioni più singolari.</p>
<h2>La Scuola del Cuoio</h2>
<p>La Scuola del Cuoio nacque nel 1950, nel secondo dopoguerra, dalla collaborazione tra i frati minori di Santa Croce e due famiglie di artigiani pellettieri fiorentini, i Gori e i Casini. L'obiettivo era insegnare un mestiere ai ragazzi rimasti orfani a causa della guerra. I laboratori furono allestiti nei locali dell'antico dormitorio dei frati, alle spalle della basilica, dove la scuola si trova ancora oggi: si entra passando accanto ai chiostri e si può osservare il lavoro degli artigiani ai banchi, tra pellami, punteruoli e ferri da doratura.</p>
<h3>La doratura a foglia d'oro</h3>
<p>Tra le tecniche che hanno reso celebre la pelletteria fiorentina c'è la decorazione a foglia d'oro. Su scatole, cartelle, portadocumenti e copertine di libri l'artigiano compone gigli, greche e cornici di gusto rinascimentale premendo sulla foglia d'oro piccoli ferri di ottone scaldati: il calore fa aderire il metallo solo dove il ferro tocca la pelle. È un lavoro che non consente ripensamenti. Una maestra pellettiera di Scandicci, che ha cominciato da ragazza proprio con la doratura, lo descrive così:</p>
<blockquote>«Il ferro deve essere caldo quanto basta e la mano ferma il doppio. Se esiti anche solo un istante, la pelle se lo ricorda.»</blockquote>
<h2>La concia al vegetale e il distretto</h2>
<p>Il cuoio toscano deve molto alla concia al vegetale, praticata soprattutto nel comprensorio di Santa Croce sull'Arno e Ponte a Egola, in provincia di Pisa. Qui le pelli vengono trattate con tannini estratti da legni e cortecce, come castagno, quebracho e mimosa, in un processo lento che può richiedere settimane, contro le poche ore della concia al cromo. Il risultato è un cuoio che cambia con l'uso, si scurisce alla luce e sviluppa quella patina calda che gli appassionati cercano. Un consorzio di concerie tutela e certifica questa lavorazione con un marchio dedicato.</p>
<p>L'altra metà della storia si scrive a Scandicci, alle porte di Firenze, dove è cresciuto un distretto della pelletteria di alta gamma: laboratori che realizzano borse, cinture e piccola pelletteria anche per le grandi maison internazionali. Taglio, scarnitura, incollaggio, cucitura e tintura dei bordi, ripassata a mano più volte fino a renderli lisci e uniformi, richiedono precisione millimetrica e un lungo apprendistato.</p>
<p>Per il visitatore, un itinerario ideale può cominciare alla Scuola del Cuoio, proseguire tra le botteghe dell'Oltrarno, dove resistono legatori e artigiani della pelle, e concludersi con una visita a una conceria del Valdarno inferiore, alcune delle quali aprono le porte su prenotazione. È il modo migliore per capire che dietro una semplice cintura ci sono secoli di sapere, e un territorio che ha fatto della pelle una lingua comune.</p>`,
    author: "Chiara Bellandi",
    readTime: "4 min",
    publishedDaysAgo: 29,
  },
  {
    slug: "goodyear-blake-bologna-come-si-costruisce-una-scarpa-italiana",
    title: "Goodyear, Blake, Bologna: come si costruisce una scarpa italiana",
    category: "moda",
    excerpt:
      "Dietro ogni calzatura di qualità c'è una scelta costruttiva che ne decide peso, flessibilità e durata. Guida alle lavorazioni classiche e ai distretti che le tengono vive.",
    content: `<p>Due scarpe possono sembrare identiche in vetrina ed essere, in realtà, oggetti completamente diversi. A fare la differenza è la costruzione, cioè il modo in cui la tomaia, la parte superiore, viene unita al fondo. In Italia questo sapere è custodito soprattutto in due grandi distretti: quello marchigiano tra le province di Fermo e Macerata, con centri come Montegranaro, Sant'Elpidio a Mare e Civitanova Marche, e la Riviera del Brenta, tra Padova e Venezia, specializzata nella calzatura femminile di lusso. A questi si aggiungono poli storici come Vigevano, in Lombardia, e realtà importanti in Toscana, Campania e Puglia.</p>
<h2>La forma, prima di tutto</h2>
<p>Ogni scarpa nasce su una forma, la sagoma tridimensionale del piede attorno a cui la tomaia viene tirata e modellata durante il montaggio. Un tempo le forme erano di legno, spesso di faggio o di carpino; oggi sono per lo più in materiale plastico, ma per le calzature su misura molti artigiani continuano a lavorarle a mano, partendo dalle misure del cliente. Dalla forma dipendono calzata, proporzioni e quella linea che distingue a colpo d'occhio una scarpa ben fatta.</p>
<h2>Le costruzioni classiche</h2>
<ul>
<li><strong>Blake</strong>: la suola è cucita direttamente alla tomaia e al sottopiede con una cucitura che attraversa la scarpa dall'interno. Ne risulta una calzatura leggera, flessibile e dal profilo sottile, molto amata nella tradizione italiana.</li>
<li><strong>Blake rapid</strong>: alla cucitura Blake si aggiunge un'intersuola, cucita a sua volta alla suola esterna. La scarpa diventa più robusta e isolante senza perdere eleganza.</li>
<li><strong>Goodyear</strong>: tra tomaia e suola si inserisce una striscia di cuoio, il guardolo, cucito prima alla tomaia e poi alla suola. La costruzione è più rigida all'inizio, ma resistente all'acqua e risuolabile più volte.</li>
<li><strong>Bologna</strong>, detta anche "a sacchetto": la fodera viene chiusa sotto il piede con una cucitura, come un sacchetto, e avvolge il piede senza un sottopiede rigido. È tra le costruzioni più morbide e confortevoli.</li>
<li><strong>Norvegese</strong>: con le sue cuciture a vista lungo il bordo, nasce per le calzature da montagna e da lavoro, dove la tenuta all'acqua è essenziale.</li>
</ul>
<p>La scelta dipende dall'uso. Per un mocassino estivo o una scarpa da città leggera si preferisce il Blake; per una scarpa da tutti i giorni, destinata a durare anni e a sopportare la pioggia, il Goodyear è la soluzione classica; per chi cerca il massimo comfort, la lavorazione a sacchetto non ha rivali. Non esiste una costruzione migliore in assoluto, ma una costruzione giusta per ogni scarpa.</p>
<h3>Il tempo del mestiere</h3>
<p>Una scarpa Goodyear fatta interamente a mano può richiedere diverse giornate di lavoro, tra taglio, orlatura, montaggio, cucitura del guardolo e finissaggio. Il passaggio più affascinante è spesso l'ultimo: la patinatura, in cui l'artigiano sovrappone a pennello e a panno strati di colore e di cera per dare profondità al pellame. Un calzolaio di Montegranaro, che lavora ancora con il padre nella bottega di famiglia, racconta:</p>
<blockquote>«La macchina ti fa andare veloce, ma è la mano che decide quando una scarpa è finita. E di solito la mano è più severa del cliente.»</blockquote>
<h2>Musei e botteghe</h2>
<p>Per approfondire la storia, a Stra, sulla Riviera del Brenta, il Museo della Calzatura ospitato a Villa Foscarini Rossi raccoglie modelli storici e creazioni di grandi stilisti; a Sant'Elpidio a Mare, nelle Marche, un altro museo dedicato alla calzatura ripercorre l'evoluzione del mestiere e delle macchine. A Vigevano il Museo Internazionale della Calzatura ha sede nel Castello Sforzesco. Visitare questi luoghi aiuta a capire che una buona scarpa non è un semplice accessorio, ma un piccolo capolavoro di ingegneria artigiana.</p>`,
    author: "Lorenzo Arditi",
    readTime: "5 min",
    publishedDaysAgo: 45,
  },
  {
    slug: "la-giacca-napoletana-leggerezza-cucita-a-mano",
    title: "La giacca napoletana, leggerezza cucita a mano",
    category: "moda",
    excerpt:
      "Spalla a camicia, tasca a barchetta, tele morbide: la sartoria partenopea ha reinventato la giacca maschile togliendo peso e rigidità. Ecco come si riconosce e perché resiste al tempo.",
    content: `<p>Nel vocabolario dell'eleganza maschile, l'aggettivo "napoletana" indica una giacca precisa: morbida, leggera, che segue il corpo invece di costringerlo. È il frutto di una tradizione sartoriale che a Napoli ha radici profonde, ma che prende la forma attuale nel Novecento, quando i sarti partenopei cominciarono a reinterpretare il modello inglese, più strutturato e pesante, adattandolo al clima mediterraneo e a uno stile di vita meno formale.</p>
<h2>Una rivoluzione degli anni Trenta</h2>
<p>Un ruolo decisivo viene tradizionalmente attribuito alla sartoria London House, aperta a Napoli nel 1932 da Gennaro Rubinacci, nella quale lavorava anche il sarto Vincenzo Attolini. Fu in quell'ambiente che si sperimentò una giacca con meno imbottiture e tele interne più leggere, capace di mantenere la disciplina del taglio inglese liberandola però dalla rigidità. Da allora la scuola napoletana si è trasmessa di bottega in bottega, tra Chiaia, il centro storico e i Quartieri Spagnoli.</p>
<h2>I segni di riconoscimento</h2>
<ul>
<li><strong>Spalla a camicia</strong>: la manica è attaccata senza imbottitura, con piccole arricciature, le cosiddette "grinze", che la rendono libera nei movimenti. Per la sua morbidezza a Napoli la chiamano anche "spalla a mappina", come uno strofinaccio.</li>
<li><strong>Tasca a barchetta</strong>: il taschino sul petto ha una linea curva, che ricorda lo scafo di una piccola barca.</li>
<li><strong>Tasche a pignata</strong>: le tasche applicate in basso hanno una forma arrotondata, come la pentola di terracotta della cucina tradizionale.</li>
<li><strong>Tre bottoni stirato a due</strong>: il revers è stirato in modo da arrotolarsi sopra il primo bottone, che resta così nascosto.</li>
</ul>
<h3>Il lavoro delle mani</h3>
<p>Una giacca sartoriale napoletana richiede decine di ore di lavoro e più prove sul cliente. Il sarto prende le misure, disegna il cartamodello, taglia il tessuto e prepara una prima prova "imbastita", con cuciture provvisorie che permettono di correggere ogni dettaglio. Gran parte delle cuciture si esegue a mano: l'attaccatura delle maniche, le asole, i punti che fissano la tela interna al davanti. Tra i dettagli più riconoscibili ci sono le impunture lungo i bordi e le asole ricamate, che un occhio esperto distingue subito da quelle fatte a macchina.</p>
<blockquote>«Da ragazzo ho passato un anno intero a fare solo asole. Mio zio diceva che finché un'asola non sorride, non è un'asola.»</blockquote>
<p>Così ricorda il proprio apprendistato un sarto dei Quartieri Spagnoli che oggi guida un piccolo laboratorio con due lavoranti. La trasmissione del mestiere, del resto, è il punto più delicato: servono anni perché un giovane diventi autonomo, e le sartorie più piccole faticano a trovare apprendisti disposti a un percorso così lungo.</p>
<h2>Napoli, Roma, Milano</h2>
<p>Confrontare le scuole italiane aiuta a capire l'identità partenopea. La sartoria milanese privilegia in genere linee composte e strutturate, adatte al mondo degli affari; quella romana è spesso associata a spalle più costruite e a un'eleganza più scenografica. Napoli, invece, punta sulla naturalezza: tessuti leggeri, lini e lane fresche, colori che dialogano con il mare. Non a caso molte maison internazionali si sono ispirate a questi codici, e la "giacca destrutturata" è diventata un classico del guardaroba contemporaneo, indossata anche senza cravatta, con una polo o una camicia di lino.</p>`,
    author: "Tommaso Rinaldi",
    readTime: "4 min",
    publishedDaysAgo: 61,
  },
  {
    slug: "cappelli-d-italia-dal-feltro-di-alessandria-alla-paglia-di-signa",
    title: "Cappelli d'Italia, dal feltro di Alessandria alla paglia di Signa",
    category: "moda",
    excerpt:
      "Il feltro lavorato ad Alessandria dal 1857 e la treccia di grano marzuolo della piana fiorentina: due tradizioni che hanno portato il cappello italiano nel mondo, tra cinema e artigianato.",
    content: `<p>Ci sono oggetti che raccontano un'epoca meglio di un libro di storia. Il cappello è uno di questi: per oltre un secolo è stato un accessorio indispensabile dell'abbigliamento quotidiano, segno di status e di appartenenza. E l'Italia ne ha prodotti alcuni tra i più celebri al mondo, grazie a due tradizioni molto diverse tra loro: il feltro piemontese e la paglia toscana.</p>
<h2>Alessandria e il feltro</h2>
<p>Nel 1857 Giuseppe Borsalino, dopo un periodo di apprendistato in Francia, aprì ad Alessandria un laboratorio per la produzione di cappelli in feltro. In pochi decenni l'attività divenne una grande manifattura capace di esportare in tutto il mondo, e il nome del fondatore finì per identificare un modello di cappello da uomo a tesa larga. Il cinema ne fece un'icona: dai gangster di Hollywood al film francese "Borsalino" del 1970, con Alain Delon e Jean-Paul Belmondo.</p>
<h3>Come nasce un cappello di feltro</h3>
<p>Il feltro di qualità si ottiene dal pelo di coniglio o di lepre, che non viene tessuto ma compattato. Il pelo è soffiato su un cono rotante e, con acqua calda, vapore e pressione, si infeltrisce in una sorta di campana morbida e molto ampia. Seguono la follatura, che la restringe e la rende compatta, la tintura, la messa in forma su sagome di legno e infine la rifinitura, con la cucitura del nastro e della fodera interna. Il processo tradizionale comprende decine di passaggi e può richiedere diverse settimane. Ad Alessandria il Museo del Cappello Borsalino, nella storica sede dell'azienda, espone un'ampia collezione di modelli e racconta questa storia industriale.</p>
<h2>Signa e la paglia di Firenze</h2>
<p>Nella piana a ovest di Firenze, tra Signa, Lastra a Signa e Campi Bisenzio, si sviluppò invece l'arte dell'intreccio della paglia. Il salto di qualità avvenne nei primi decenni del Settecento, quando Domenico Michelacci introdusse la coltivazione di una varietà di grano, il marzuolo, seminato molto fitto e raccolto prima della piena maturazione: in questo modo gli steli restavano sottili, elastici e di un bel colore chiaro. Sbiancata al sole e intrecciata in trecce finissime, la paglia veniva poi cucita a spirale per formare cappelli leggeri ed eleganti.</p>
<p>Nell'Ottocento la "paglia di Firenze" conquistò i mercati europei e americani, e l'intreccio diede lavoro a moltissime donne, spesso a domicilio, che integravano così il reddito delle famiglie contadine. Il Museo della Paglia e dell'Intreccio di Signa conserva attrezzi, campionari e cappelli d'epoca, e organizza dimostrazioni delle diverse tecniche di lavorazione.</p>
<blockquote>«Mia nonna intrecciava la sera, seduta sull'uscio, e contava i punti a mezza voce. Io ho imparato ascoltandola, prima ancora di capire cosa stesse facendo.»</blockquote>
<p>Così racconta un'intrecciatrice di Lastra a Signa che oggi insegna la tecnica nei laboratori per bambini e per adulti. Feltro e paglia, inverno ed estate: due mestieri che il gusto contemporaneo sta riscoprendo, grazie a giovani modisti e piccoli marchi che riportano il cappello nel guardaroba di tutti i giorni, non più come segno di rango ma come scelta di stile.</p>`,
    author: "Elena Sabatini",
    readTime: "4 min",
    publishedDaysAgo: 83,
  },
  {
    slug: "prato-la-lana-che-rinasce-dagli-stracci",
    title: "Prato, la lana che rinasce dagli stracci",
    category: "moda",
    excerpt:
      "Molto prima che si parlasse di economia circolare, i cenciaioli pratesi trasformavano vecchi indumenti in nuovi filati. Storia e tecniche del cardato rigenerato, un'eccellenza toscana.",
    content: `<p>A Prato il riciclo non è una moda recente, ma un mestiere con più di un secolo e mezzo di storia. Già nell'Ottocento la città toscana aveva costruito una parte importante della propria economia sulla lana rigenerata, ottenuta recuperando le fibre da abiti usati e scarti tessili. Una vocazione che affonda le radici ancora più indietro: nel Trecento Prato era la città di Francesco di Marco Datini, mercante che commerciava anche in panni di lana e il cui archivio, conservato in città, è una delle fonti più ricche sull'economia medievale europea.</p>
<h2>Il mestiere del cenciaiolo</h2>
<p>Al centro del sistema c'era, e c'è ancora, una figura particolare: il cenciaiolo. Il suo lavoro consiste nel selezionare gli indumenti usati e i ritagli, separandoli per composizione e soprattutto per colore. Un cenciaiolo esperto riconosce al tatto se un tessuto è di lana, di cashmere o di una mista, e sa distinguere decine di sfumature dello stesso blu. La selezione per colore è decisiva: permette di ottenere nuovi filati senza bisogno di tingerli di nuovo, con un notevole risparmio di acqua, di energia e di sostanze chimiche.</p>
<blockquote>«Il mio babbo diceva che un buon cenciaiolo vede con le dita. Dopo quarant'anni posso dire che aveva ragione.»</blockquote>
<p>Le parole sono di un anziano cenciaiolo di Vaiano, in Val di Bisenzio, che ancora oggi collabora con un lanificio della zona per la scelta dei materiali più delicati, come i maglioni di cashmere da cui si ricavano i filati più morbidi.</p>
<h2>Dallo straccio al filato</h2>
<p>Dopo la selezione, i materiali misti vengono sottoposti alla carbonizzazione, un trattamento che elimina le fibre vegetali, come il cotone delle cuciture, lasciando intatta la lana. Segue la sfilacciatura, in cui i tessuti vengono ridotti di nuovo in fiocco. Le fibre così recuperate vengono mescolate, spesso con una quota di lana vergine che ne migliora la resistenza, e poi cardate e filate. Il risultato è il cosiddetto "cardato rigenerato", un tessuto dalla mano calda e piena, ideale per cappotti, giacche, sciarpe e coperte.</p>
<h3>Un distretto in trasformazione</h3>
<p>Il distretto pratese, che comprende anche comuni come Montemurlo, Vaiano e Vernio e si estende verso la provincia di Pistoia, ha vissuto stagioni difficili, tra crisi del tessile e concorrenza internazionale. Negli ultimi anni però la sensibilità ambientale ha riportato al centro proprio il suo sapere più antico, e molti lanifici hanno investito in tracciabilità e in certificazioni che documentano il contenuto riciclato dei tessuti, diventando fornitori di marchi attenti alla sostenibilità.</p>
<h2>Da vedere</h2>
<p>Il luogo migliore per comprendere questa storia è il Museo del Tessuto, ospitato nell'ex Cimatoria Campolmi, un edificio industriale ottocentesco all'interno delle mura cittadine. Le collezioni spaziano dai tessuti antichi a quelli contemporanei, e una sezione è dedicata proprio alla lavorazione della lana e al distretto. Uscendo, vale la pena risalire la Val di Bisenzio, dove lungo il fiume sorgono ancora antiche gore e gualchiere, gli impianti che sfruttavano la forza dell'acqua per battere e compattare i panni. È un paesaggio che racconta come, da queste parti, nulla sia mai stato davvero da buttare.</p>`,
    author: "Francesca Morandini",
    readTime: "4 min",
    publishedDaysAgo: 103,
  },
  {
    slug: "il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani",
    title: "Il caffè al banco, piccolo rito quotidiano degli italiani",
    category: "lifestyle",
    excerpt:
      "Pochi secondi al bancone, una tazzina calda, un saluto al barista: l'espresso scandisce la giornata degli italiani. Storia delle macchine, lessico delle ordinazioni e regole non scritte.",
    content: `<p>In Italia il caffè si beve spesso in piedi, al banco del bar, in pochi minuti. È un gesto rapido ma tutt'altro che distratto: il saluto al barista, il bicchiere d'acqua che in molte città accompagna la tazzina, lo scambio di due parole sul tempo o sulla partita. Più che una bevanda, l'espresso è un modo di scandire la giornata, dalla colazione alla pausa di metà mattina, fino al caffè che chiude il pranzo.</p>
<h2>Una storia di macchine e brevetti</h2>
<p>La storia dell'espresso è anche una storia di invenzioni. Nel 1884 il torinese Angelo Moriondo brevettò una macchina per preparare rapidamente il caffè con il vapore, presentata all'Esposizione generale di Torino di quell'anno. All'inizio del Novecento il milanese Luigi Bezzera perfezionò il sistema con i portafiltri per la singola porzione, e Desiderio Pavoni ne acquistò il brevetto avviando la produzione industriale. La svolta arrivò nel secondo dopoguerra, quando Achille Gaggia mise a punto una macchina a leva con pistone capace di spingere l'acqua ad alta pressione: nacque così la crema, lo strato color nocciola che oggi consideriamo il segno distintivo di un buon espresso.</p>
<h3>I numeri dell'espresso a regola d'arte</h3>
<p>Gli esperti descrivono l'espresso con parametri precisi: circa sette grammi di caffè macinato, acqua intorno ai 90 gradi spinta a una pressione di circa nove bar, un'estrazione che dura all'incirca 25 secondi e una tazzina di circa 25 millilitri. La crema deve essere compatta e color nocciola, con riflessi più scuri; se è troppo chiara l'estrazione è stata probabilmente troppo rapida, se è scura e bucata il caffè è stato "bruciato".</p>
<h2>Il lessico del bancone</h2>
<ul>
<li><strong>Ristretto</strong>: meno acqua, gusto più concentrato.</li>
<li><strong>Lungo</strong>: più acqua, estrazione più prolungata.</li>
<li><strong>Macchiato</strong>: con una goccia di latte, caldo o freddo.</li>
<li><strong>Corretto</strong>: con un goccio di liquore, spesso grappa o sambuca.</li>
<li><strong>Marocchino</strong>: espresso, cacao e schiuma di latte in un bicchierino di vetro, nato secondo la tradizione in Piemonte.</li>
<li><strong>Al vetro</strong>: servito in un bicchierino invece che in tazzina.</li>
</ul>
<p>Esistono poi le varianti locali. A Napoli il caffè si serve spesso già zuccherato e in tazzine bollenti, e proprio in città è nata l'usanza del "caffè sospeso", pagato in anticipo da un cliente per un avventore sconosciuto che non può permetterselo. A Trieste, storico porto del caffè, il lessico cambia del tutto: un "nero" è un espresso, un "capo" è un macchiato servito in tazzina, un "capo in b" è lo stesso servito nel bicchiere.</p>
<h2>Le regole non scritte</h2>
<p>Tra le consuetudini più note c'è quella di bere il cappuccino soltanto al mattino, a colazione, magari con un cornetto: dopo pranzo la maggior parte degli italiani passa all'espresso, considerato più adatto a chiudere il pasto. Nei bar più affollati, nelle ore di punta, si paga prima alla cassa e si porta lo scontrino al banco. Una barista di un caffè storico di Torino, dietro il bancone da oltre vent'anni, riassume così lo spirito del rito:</p>
<blockquote>«Il caffè si fa in venticinque secondi, ma il cliente se lo ricorda per tutta la mattina. Per questo non si può sbagliare.»</blockquote>`,
    author: "Redazione Atlante",
    readTime: "4 min",
    publishedDaysAgo: 1,
  },
  {
    slug: "l-aperitivo-storia-di-un-rito-tutto-italiano",
    title: "L'aperitivo, storia di un rito tutto italiano",
    category: "lifestyle",
    excerpt:
      "Dal vermouth torinese allo spritz veneziano, passando per il bitter milanese e il Negroni fiorentino: viaggio tra le città che hanno inventato l'ora più conviviale della giornata.",
    content: `<p>Verso le sette di sera, in ogni città italiana, succede qualcosa: i tavolini dei bar si riempiono, i banconi si coprono di stuzzichini e il bicchiere diventa il pretesto per stare insieme. L'aperitivo, il cui nome viene dal latino "aperire", aprire, nasce con l'idea di preparare lo stomaco alla cena. Nel tempo è diventato un rito sociale, con geografie e protagonisti ben precisi.</p>
<h2>Torino e il vermouth</h2>
<p>Secondo la tradizione, la storia moderna dell'aperitivo comincia a Torino nel 1786, quando Antonio Benedetto Carpano mise a punto nella sua bottega, vicino a piazza Castello, un vino aromatizzato con erbe e spezie: il vermouth. Il successo fu rapido, anche alla corte sabauda, e il capoluogo piemontese divenne la capitale di questa bevanda. Oggi il "Vermouth di Torino" è un'indicazione geografica riconosciuta, e molti locali storici della città lo servono liscio, con ghiaccio e una scorza d'agrume.</p>
<h2>Milano, il bitter e il Camparino</h2>
<p>A Milano il protagonista è il bitter. Gaspare Campari mise a punto la sua ricetta intorno al 1860 e qualche anno dopo aprì un caffè nella Galleria Vittorio Emanuele II, allora appena costruita. Nel 1915 il figlio Davide inaugurò all'ingresso della Galleria il Camparino, ancora oggi meta di milanesi e visitatori, con i suoi arredi Liberty e il bancone dove si servono il Campari seltz e il Milano-Torino, il "Mi-To", che unisce bitter milanese e vermouth torinese. Aggiungendo acqua gassata al Mi-To si ottiene l'Americano, uno dei cocktail italiani più antichi.</p>
<h3>Firenze e il Negroni</h3>
<p>Il cocktail italiano più celebre al mondo è legato a Firenze. La versione più accreditata racconta che, intorno al 1919, il conte Camillo Negroni chiese al barista del Caffè Casoni, in via de' Tornabuoni, di rinforzare il suo Americano sostituendo la soda con il gin. Nacque così il Negroni: parti uguali di gin, vermouth rosso e bitter, con una fetta d'arancia. Nel tempo sono arrivate le varianti, come il Negroni "sbagliato", con lo spumante al posto del gin, legato alla tradizione dei bar milanesi.</p>
<h2>Venezia e lo spritz</h2>
<p>Nel Veneto l'aperitivo ha il colore arancione dello spritz. Il nome richiama il verbo tedesco "spritzen", spruzzare: si racconta che nell'Ottocento i soldati e i funzionari dell'Impero austriaco, trovando troppo forti i vini locali, li allungassero con un po' d'acqua. Più tardi arrivarono l'acqua gassata e i bitter: l'Aperol fu presentato a Padova nel 1919, mentre a Venezia si affermarono altri bitter locali. Nei bacari veneziani lo spritz si accompagna ai cicchetti, piccoli assaggi come il baccalà mantecato su crostino di polenta, le polpette e le sarde in saor.</p>
<p>Dagli anni Novanta, soprattutto a Milano, si è diffusa la formula dell'"apericena", con buffet sempre più ricchi che finiscono per sostituire la cena. I puristi storcono il naso, ma il principio resta lo stesso: un bicchiere, qualcosa da mangiare e il piacere di rallentare. Come dice un barman dei Navigli che da quindici anni prepara spritz e Negroni dietro lo stesso bancone, «l'aperitivo non è un drink, è un appuntamento».</p>`,
    author: "Tommaso Rinaldi",
    readTime: "4 min",
    publishedDaysAgo: 13,
  },
  {
    slug: "vivere-lento-nei-borghi-la-lezione-delle-cittaslow",
    title: "Vivere lento nei borghi, la lezione delle Cittaslow",
    category: "lifestyle",
    excerpt:
      "Dalla rete nata nel 1999 tra Greve in Chianti, Bra, Orvieto e Positano agli alberghi diffusi dell'Appennino: come i piccoli centri italiani sono diventati un modello di qualità della vita.",
    content: `<p>C'è un'Italia che non ha fretta. È quella dei piccoli centri sulle colline e sulle montagne, dove la piazza è ancora il luogo dell'incontro, il fornaio conosce i clienti per nome e il ritmo della giornata lo detta il campanile più che il telefono. Negli ultimi decenni questo modo di vivere, a lungo considerato un residuo del passato, è diventato un modello studiato e imitato ben oltre i confini nazionali.</p>
<h2>Da Slow Food alle Cittaslow</h2>
<p>Tutto comincia a Bra, in provincia di Cuneo, dove negli anni Ottanta nasce il movimento che diventerà Slow Food, con l'obiettivo di difendere un cibo "buono, pulito e giusto" contro l'omologazione dei consumi. Nel 1999 lo stesso spirito viene applicato alle città: su iniziativa dei sindaci di Greve in Chianti, Bra, Orvieto e Positano nasce Cittaslow, rete internazionale dei comuni del buon vivere, che ha sede a Orvieto. Possono aderire i comuni con meno di cinquantamila abitanti che si impegnano a rispettare una serie di criteri: tutela del paesaggio e dei centri storici, valorizzazione dei prodotti locali, mobilità sostenibile, qualità dell'accoglienza.</p>
<h3>L'albergo diffuso</h3>
<p>Un'altra idea italiana che ha fatto scuola è l'albergo diffuso. Il concetto prende forma in Friuli, in Carnia, dopo il terremoto del 1976, quando si pensò di utilizzare le case ricostruite dei paesi per accogliere i visitatori. Invece di costruire un nuovo edificio, l'albergo diffuso distribuisce le camere in più abitazioni del centro storico, con una reception e servizi comuni. Tra gli esempi più noti c'è Santo Stefano di Sessanio, borgo medievale in provincia dell'Aquila, ai margini dell'altopiano di Campo Imperatore, dove le antiche case in pietra sono state restaurate con grande rispetto per i materiali originali.</p>
<h2>I borghi più belli</h2>
<p>Dal 2001 l'associazione "I Borghi più belli d'Italia", nata su impulso della Consulta del turismo dell'Associazione nazionale dei comuni italiani, seleziona piccoli centri di particolare pregio storico e artistico. Accanto a essa, le Bandiere arancioni del Touring Club Italiano segnalano i comuni dell'entroterra che offrono un'accoglienza di qualità. Sono guide preziose per chi vuole scoprire luoghi come Civita di Bagnoregio, sospesa su uno sperone di tufo e raggiungibile solo a piedi attraverso un lungo ponte, o Bagno Vignoni, in Val d'Orcia, con la sua piazza occupata da una vasca termale.</p>
<blockquote>«Qui la sera non ci sono grandi cose da fare. Ed è proprio questo il punto.»</blockquote>
<p>Lo dice, sorridendo, la titolare di un piccolo forno in un paese dell'Appennino marchigiano, tornata al suo borgo dopo quindici anni passati a Milano. Storie come la sua sono sempre più frequenti: il lavoro a distanza, la ricerca di spazi e di relazioni più autentiche, i costi della vita più contenuti hanno spinto molte persone a tornare o a trasferirsi nei piccoli centri. Restano sfide importanti, dai servizi sanitari ai trasporti fino alla connessione internet, ma l'idea che la lentezza possa essere un valore, e non un ritardo, ha ormai messo radici.</p>`,
    author: "Elena Sabatini",
    readTime: "4 min",
    publishedDaysAgo: 37,
  },
  {
    slug: "l-italia-delle-terme-un-rito-che-dura-da-duemila-anni",
    title: "L'Italia delle terme, un rito che dura da duemila anni",
    category: "lifestyle",
    excerpt:
      "Dai bagni romani alle sorgenti libere della Maremma, dai fanghi dei Colli Euganei alle vasche alpine di Bormio: guida alle acque calde che raccontano la storia del benessere italiano.",
    content: `<p>L'Italia è tra i Paesi europei più ricchi di acque termali, grazie a una geologia vivace fatta di vulcani attivi e spenti, faglie e sorgenti profonde. Gli antichi Romani ne fecero un'istituzione: le terme erano luoghi di igiene, sport, conversazione e affari, organizzate secondo un percorso preciso che passava dal calidarium, la sala calda, al tepidarium, tiepido, fino al frigidarium, con la vasca fredda. A Pompei le Terme Stabiane permettono ancora oggi di camminare tra questi ambienti.</p>
<h2>Toscana, tra borghi e sorgenti libere</h2>
<p>In Toscana le terme fanno parte del paesaggio. A Bagno Vignoni, in Val d'Orcia, la piazza principale è occupata da una grande vasca rettangolare di origine cinquecentesca, alimentata da acqua calda che sgorga dal sottosuolo: non ci si può fare il bagno, ma poco sotto il paese le acque scorrono nel Parco dei Mulini, tra antiche canalizzazioni scavate nel travertino. Più a sud, in Maremma, le Cascate del Mulino di Saturnia offrono vasche naturali di acqua sulfurea a circa 37 gradi, accessibili liberamente in ogni stagione. Alle pendici dell'Amiata, a Bagni San Filippo, le concrezioni calcaree hanno formato una grande cascata bianca soprannominata "Balena Bianca".</p>
<h2>I fanghi dei Colli Euganei</h2>
<p>Ad Abano e Montegrotto, ai piedi dei Colli Euganei in provincia di Padova, si trova uno dei più importanti bacini termali d'Europa. Qui la specialità è la fangoterapia: l'argilla viene lasciata maturare a lungo in vasche attraversate dall'acqua termale, che la arricchisce di minerali e microrganismi, e poi applicata calda sul corpo. I Romani conoscevano bene queste sorgenti, e a Montegrotto si possono visitare i resti di un complesso termale di età romana.</p>
<h3>Dalle Alpi al golfo di Napoli</h3>
<p>In Valtellina, i Bagni di Bormio sfruttano sorgenti calde note fin dall'antichità: ai Bagni Vecchi si attraversano grotte e gallerie scavate nella roccia e si raggiungono vasche all'aperto affacciate sulle montagne. A Merano, in Alto Adige, le terme moderne sorgono nel cuore della città, lungo il torrente Passirio. E a Ischia, isola vulcanica del golfo di Napoli, le sorgenti sono così numerose da aver fatto nascere parchi termali con decine di piscine a temperature diverse, immersi nella macchia mediterranea.</p>
<p>Andare alle terme, in Italia, ha anche le sue piccole regole: accappatoio e ciabatte, cuffia nelle piscine di molti stabilimenti, silenzio nelle aree relax, soste brevi nelle vasche più calde alternate a momenti di riposo e a un bicchiere d'acqua. Chi soffre di problemi cardiaci o di pressione, o è in gravidanza, farebbe bene a chiedere prima un parere medico. Una giovane operatrice di un centro termale della Val d'Orcia consiglia:</p>
<blockquote>«L'acqua calda va presa con calma, come un buon vino. Venti minuti, poi ci si siede, si beve e si guarda il paesaggio.»</blockquote>
<p>È questa, in fondo, la lezione più antica delle terme: il benessere non è una prestazione, ma un tempo dedicato a sé, possibilmente senza orologio e senza telefono.</p>`,
    author: "Chiara Bellandi",
    readTime: "4 min",
    publishedDaysAgo: 51,
  },
  {
    slug: "gelato-artigianale-come-riconoscere-quello-buono",
    title: "Gelato artigianale, come riconoscere quello buono",
    category: "lifestyle",
    excerpt:
      "Colori naturali, carapine coperte, niente montagne di crema: piccola guida per scegliere la gelateria giusta, con uno sguardo alla storia del gelato tra Sicilia, Firenze e Parigi.",
    content: `<p>Pochi piaceri sono italiani quanto una coppetta di gelato mangiata passeggiando, in una sera d'estate. Eppure dietro questo gesto semplice c'è una storia lunga secoli e un mestiere preciso, fatto di ingredienti, bilanciamenti e temperature. Capire come nasce un buon gelato aiuta anche a riconoscerlo, e a distinguerlo da un prodotto industriale che gli somiglia solo in apparenza.</p>
<h2>Una storia mediterranea</h2>
<p>Le radici del gelato affondano nella Sicilia araba, dove gli sciroppi di frutta incontrarono la neve dell'Etna, raccolta d'inverno e conservata nelle neviere fino all'estate. Da qui discendono la granita e il sorbetto. A Firenze, nel Cinquecento, la tradizione attribuisce a Bernardo Buontalenti, architetto alla corte dei Medici, la creazione di una crema gelata servita durante le feste di corte; ancora oggi il gusto "Buontalenti" è un classico delle gelaterie fiorentine. Nel 1686 il siciliano Francesco Procopio dei Coltelli aprì a Parigi il Café Procope, che contribuì a far conoscere sorbetti e gelati in tutta Europa.</p>
<h2>Che cosa lo rende diverso</h2>
<p>Il gelato artigianale italiano si distingue da molti gelati industriali per alcune caratteristiche: contiene in genere meno grassi, incorpora meno aria durante la mantecazione ed è servito a una temperatura meno fredda. Per questo risulta più denso, più cremoso e più intenso nel sapore. Il gelatiere prepara ogni giorno le sue miscele bilanciando zuccheri, grassi, solidi del latte e acqua, e le manteca in piccole quantità, così che il prodotto in vetrina sia sempre fresco.</p>
<h3>Piccola guida per il consumatore</h3>
<ul>
<li><strong>Guardate i colori</strong>: il pistacchio vero tende al verde oliva o al marrone, non al verde brillante; la banana è grigiastra, non gialla.</li>
<li><strong>Diffidate delle montagne</strong>: gelati gonfi e altissimi nelle vaschette contengono spesso addensanti e molta aria.</li>
<li><strong>Cercate le carapine</strong>: molte gelaterie di qualità conservano il gelato in contenitori cilindrici d'acciaio chiusi da coperchi, che lo proteggono dalla luce e dagli sbalzi di temperatura.</li>
<li><strong>Chiedete gli ingredienti</strong>: una buona gelateria mette a disposizione l'elenco di ingredienti e allergeni e racconta volentieri da dove vengono le materie prime.</li>
<li><strong>Contate i gusti</strong>: una vetrina sterminata è difficile da produrre ogni giorno a mano; spesso meno gusti significano più freschezza.</li>
</ul>
<p>Alle porte di Bologna, ad Anzola dell'Emilia, un museo dedicato al gelato ne racconta la storia e l'evoluzione tecnologica, e nella stessa area si tengono corsi frequentati da aspiranti gelatieri di tutto il mondo. Una di loro, un'ex impiegata di Reggio Emilia che ha aperto la sua gelateria in un paese della Bassa, racconta:</p>
<blockquote>«Il gelato è matematica e pazienza. La matematica la impari in tre mesi, la pazienza non finisci mai di impararla.»</blockquote>
<p>In Sicilia, infine, gelato e granita si mangiano anche a colazione, dentro una brioche col "tuppo", il ciuffo di pasta sulla sommità. Un'abitudine che dice molto: in Italia il gelato non è solo un dessert, ma un piccolo rito che accompagna tutte le ore della giornata estiva.</p>`,
    author: "Francesca Morandini",
    readTime: "4 min",
    publishedDaysAgo: 67,
  },
  {
    slug: "l-ombrellone-all-italiana-storia-dello-stabilimento-balneare",
    title: "L'ombrellone all'italiana, storia dello stabilimento balneare",
    category: "lifestyle",
    excerpt:
      "Dalla Rimini del 1843 alla Viareggio in stile Liberty, gli stabilimenti balneari hanno inventato un modo unico di vivere il mare, fatto di ombrelloni in fila, cabine e amicizie d'estate.",
    content: `<p>Chi arriva dall'estero resta spesso sorpreso: su molte spiagge italiane il mare si guarda da file ordinate di ombrelloni dello stesso colore, numerati, con lettini, cabine, docce e un bar. Lo stabilimento balneare, o semplicemente il "bagno", è un'istituzione che racconta più di un secolo e mezzo di storia sociale del Paese, dalle villeggiature aristocratiche al turismo di massa del dopoguerra.</p>
<h2>Le origini, tra Rimini e Viareggio</h2>
<p>Il primo stabilimento della Riviera adriatica viene comunemente fatto risalire a Rimini, dove nel 1843 aprì lo Stabilimento privilegiato dei bagni marittimi. All'epoca il bagno di mare era considerato soprattutto una cura: i medici lo prescrivevano per rinforzare il fisico, e si entrava in acqua con abiti castigati, spesso accompagnati da personale esperto. Nei decenni successivi lungo la costa sorsero alberghi, villini e il Kursaal, grande edificio per feste e spettacoli, e Rimini divenne una meta mondana frequentata dall'aristocrazia e dalla borghesia.</p>
<p>Sull'altro versante, in Versilia, Viareggio divenne nella seconda metà dell'Ottocento una delle località balneari più eleganti della Toscana. I primi stabilimenti erano costruzioni in legno; dopo un grande incendio, nel 1917, la Passeggiata a mare fu ricostruita tra gli anni Venti e Trenta con edifici in stile Liberty e Déco, come il Gran Caffè Margherita, decorato con le ceramiche di Galileo Chini. Ancora oggi lungo la Passeggiata si allineano i bagni con i loro nomi storici e le cabine colorate.</p>
<h2>Come funziona un bagno</h2>
<p>Il cuore dello stabilimento è il bagnino, che tradizionalmente non è solo l'addetto al salvataggio ma anche il gestore, spesso erede di una famiglia che ha in concessione lo stesso tratto di spiaggia da generazioni. Gli ombrelloni sono disposti in file parallele alla riva: le prime, più vicine al mare, sono le più richieste e costano di più. Molti clienti affittano la stessa postazione per tutta la stagione, anno dopo anno, e finiscono per conoscere i vicini d'ombrellone meglio dei vicini di casa.</p>
<h3>La Riviera romagnola</h3>
<p>Nessun luogo incarna questo modello quanto la Riviera romagnola, da Cattolica a Cervia passando per Riccione, Rimini e Cesenatico. Qui, soprattutto dal secondo dopoguerra, gli stabilimenti si sono arricchiti di servizi: campi da bocce e da beach volley, aree giochi per bambini, ginnastica in acqua, ristoranti. Senza dimenticare la piadina, la sottile sfoglia romagnola farcita con squacquerone, prosciutto e rucola, preparata nei chioschi a due passi dalla sabbia. Federico Fellini, riminese, ha restituito le atmosfere della sua città e della sua spiaggia in "Amarcord".</p>
<blockquote>«Mio nonno apriva gli ombrelloni alle sei del mattino, mio padre pure. Io ci provo alle sette, ma i clienti storici sono già lì che aspettano.»</blockquote>
<p>Così racconta un bagnino di Cesenatico, terza generazione sullo stesso tratto di spiaggia. Oggi gli stabilimenti sono al centro di un lungo dibattito sulle regole per l'assegnazione delle concessioni demaniali, ma per milioni di italiani restano il luogo delle vacanze d'infanzia, delle prime amicizie e dei pomeriggi passati a giocare a carte sotto l'ombrellone.</p>`,
    author: "Marco Valsecchi",
    readTime: "4 min",
    publishedDaysAgo: 89,
  },
  {
    slug: "vespa-la-dolce-vita-su-due-ruote",
    title: "Vespa, la dolce vita su due ruote",
    category: "lifestyle",
    excerpt:
      "Nata a Pontedera nel 1946 dall'ingegno di un progettista aeronautico, la Vespa ha motorizzato l'Italia del dopoguerra ed è diventata un simbolo di libertà e di stile in tutto il mondo.",
    content: `<p>Nell'Italia appena uscita dalla guerra servivano mezzi semplici, economici e facili da guidare. La Piaggio, che prima del conflitto costruiva anche aerei e aveva visto lo stabilimento di Pontedera, in provincia di Pisa, gravemente danneggiato dai bombardamenti, cercava un nuovo prodotto per ripartire. Enrico Piaggio affidò il progetto a Corradino D'Ascanio, ingegnere aeronautico abruzzese già noto per i suoi studi sull'elicottero, che, si racconta, non amava le motociclette e le trovava scomode e poco pratiche.</p>
<h2>Un progetto nato dall'aeronautica</h2>
<p>D'Ascanio ripensò il mezzo da zero. Invece del tradizionale telaio tubolare scelse una scocca portante in lamiera d'acciaio, che proteggeva chi guidava da fango e olio. Il motore fu collocato accanto alla ruota posteriore, eliminando la catena; il cambio fu portato sul manubrio, per rendere la guida più intuitiva; la pedana piatta permetteva di salire senza scavalcare il mezzo, anche indossando una gonna. Le ruote piccole, facili da sostituire come quelle di un'automobile, e il braccio laterale che sostiene la ruota anteriore richiamavano l'esperienza aeronautica del progettista, in particolare i carrelli degli aerei.</p>
<p>Il brevetto fu depositato nell'aprile del 1946. Il nome, secondo una tradizione molto nota, nacque da un'esclamazione di Enrico Piaggio davanti al prototipo: con la parte centrale stretta e la coda larga, sembrava proprio una vespa. Il primo modello aveva un motore di 98 centimetri cubi e fu presentato al pubblico quello stesso anno, accolto inizialmente con qualche scetticismo. Negli anni seguenti la gamma si allargò rapidamente: nel 1948 arrivò la Vespa 125, più potente, e nel 1963 la Vespa 50, pensata per i giovanissimi, che poteva essere guidata già a quattordici anni senza bisogno della patente. Per intere generazioni di ragazzi fu il primo, indimenticabile assaggio di autonomia.</p>
<h2>Dal cinema al mondo</h2>
<p>Il successo arrivò rapidamente. Nei primi anni Cinquanta la Vespa era già prodotta su licenza anche all'estero, e nel 1953 il film "Vacanze romane" la consacrò a icona: Audrey Hepburn e Gregory Peck che attraversano Roma in sella allo scooter sono diventati una delle immagini più celebri del cinema. Intorno al mezzo nacquero i Vespa Club, con raduni e viaggi che univano appassionati di ogni età. La rivale di sempre era la Lambretta, prodotta dalla Innocenti nel quartiere milanese di Lambrate, da cui prende il nome.</p>
<h3>Una filosofia di viaggio</h3>
<p>Più che un mezzo di trasporto, la Vespa ha rappresentato un'idea di libertà accessibile: la gita fuori porta della domenica, il viaggio di nozze, il primo lavoro in città. Un meccanico di Pontedera, che da trent'anni restaura esemplari d'epoca, lo riassume così:</p>
<blockquote>«Una Vespa non la porti solo dal meccanico. Te la porti dietro nei ricordi: quella del padre, del primo amore, dell'estate al mare.»</blockquote>
<p>Per conoscere questa storia da vicino, il Museo Piaggio di Pontedera, ricavato in un edificio dello storico stabilimento, espone decine di esemplari, dai prototipi alle serie speciali, accanto ad altri mezzi prodotti dall'azienda. E la Vespa continua a essere costruita anche lì, in Toscana, dove tutto è cominciato.</p>`,
    author: "Lorenzo Arditi",
    readTime: "4 min",
    publishedDaysAgo: 111,
  },
  {
    slug: "salone-del-mobile-quando-milano-diventa-capitale-del-design",
    title: "Salone del Mobile, quando Milano diventa capitale del design",
    category: "design",
    excerpt:
      "Nato nel 1961 per sostenere l'export dell'arredo italiano, il Salone del Mobile ha trasformato Milano nella capitale mondiale del design. Storia, luoghi e consigli per vivere la Design Week.",
    content: `<p>Ogni anno, in primavera, Milano cambia volto. Per una settimana cortili, ex fabbriche, showroom e palazzi storici si trasformano in spazi espositivi, e la città si riempie di architetti, designer, giornalisti e semplici curiosi arrivati da tutto il mondo. È la Milano Design Week, che ruota intorno al Salone del Mobile e al fittissimo calendario di eventi diffusi noto come Fuorisalone.</p>
<h2>Una storia cominciata nel 1961</h2>
<p>Il primo Salone del Mobile si tenne nel settembre del 1961 nei padiglioni della Fiera di Milano. Fu promosso da un gruppo di produttori di mobili riuniti in un'organizzazione creata appositamente, con l'obiettivo di favorire l'esportazione dell'arredo italiano. Il Paese viveva gli anni del boom economico, e le aziende della Brianza, del Friuli, del Veneto e di altre regioni cercavano nuovi mercati. La manifestazione crebbe rapidamente, si aprì agli espositori stranieri, si spostò in primavera e si arricchì di rassegne dedicate alla cucina, al bagno, all'ufficio e all'illuminazione, come Euroluce.</p>
<h3>Dalla vecchia Fiera a Rho</h3>
<p>Oggi il Salone si svolge nel polo fieristico di Rho, alle porte di Milano, progettato da Massimiliano Fuksas e inaugurato nel 2005, raggiungibile direttamente con la metropolitana. Uno spazio molto seguito è il SaloneSatellite, nato nel 1998 per dare visibilità ai progettisti under 35, molti dei quali sono poi diventati nomi affermati. È in fiera che le aziende presentano le novità, e che si incontrano produttori, rivenditori e progettisti da tutto il mondo.</p>
<h2>Il Fuorisalone, la città come mostra</h2>
<p>Il Fuorisalone è nato in modo spontaneo, quando tra gli anni Ottanta e Novanta aziende e designer cominciarono a organizzare mostre ed eventi nei propri showroom in città. Oggi è un fenomeno a sé, con distretti che hanno ciascuno un'identità: Brera, con le gallerie e le vie acciottolate; la zona Tortona, ex area industriale riconvertita a studi e spazi espositivi; le Cinque Vie, nel cuore della Milano antica; Isola, con le sue realtà indipendenti. Molte installazioni trovano casa in luoghi normalmente chiusi al pubblico, come cortili nobiliari e chiostri: l'Università Statale, nell'antica Ca' Granda, ospita ogni anno grandi allestimenti nei suoi cortili rinascimentali.</p>
<h2>Consigli per orientarsi</h2>
<ul>
<li>Scegliere uno o due distretti al giorno, perché le distanze e le code possono essere considerevoli.</li>
<li>Consultare in anticipo mappe e calendari degli eventi, molti dei quali richiedono una registrazione.</li>
<li>Muoversi con metropolitana, tram e bicicletta: in quei giorni il traffico è intenso.</li>
<li>Riservare un momento ai luoghi permanenti del design, come la Triennale di Milano, con il suo Museo del Design Italiano e le mostre temporanee.</li>
</ul>
<p>Una giovane progettista di Monza, che ha esposto per la prima volta tra i giovani del Satellite, ricorda quell'esperienza così: «Per una settimana hai davanti il mondo intero. Poi torni in laboratorio e capisci che il vero lavoro comincia lì». È forse questo il segreto della Design Week: una grande festa che nasce, e poi ritorna, dal lavoro quotidiano di migliaia di imprese, artigiani e progettisti.</p>`,
    author: "Redazione Atlante",
    readTime: "4 min",
    publishedDaysAgo: 7,
  },
  {
    slug: "gio-ponti-l-architetto-che-disegno-la-casa-degli-italiani",
    title: "Gio Ponti, l'architetto che disegnò la casa degli italiani",
    category: "design",
    excerpt:
      "Dalle porcellane Richard-Ginori al grattacielo Pirelli, dalla sedia Superleggera alla rivista Domus: ritratto di un maestro che ha attraversato tutte le scale del progetto, dal cucchiaio alla città.",
    content: `<p>Pochi progettisti hanno lasciato un segno così ampio nella cultura italiana come Gio Ponti. Nato a Milano nel 1891 e morto nella stessa città nel 1979, fu architetto, designer, pittore, editore e instancabile promotore della qualità dell'abitare. La sua opera spazia dalle porcellane ai grattacieli, dalle posate agli interni delle navi, con una coerenza che nasce da un'idea precisa: la bellezza deve entrare nella vita di tutti i giorni.</p>
<h2>Gli esordi con la ceramica</h2>
<p>Dopo la laurea in architettura al Politecnico di Milano, negli anni Venti Ponti diventò direttore artistico della manifattura Richard-Ginori, lavorando con gli stabilimenti di Doccia, a Sesto Fiorentino, e di San Cristoforo, a Milano. Le sue porcellane e maioliche, popolate di figure classiche, architetture immaginarie e motivi ironici, rinnovarono profondamente la produzione dell'azienda e ottennero importanti riconoscimenti all'Esposizione internazionale delle arti decorative di Parigi del 1925. Molti di questi pezzi fanno oggi parte delle collezioni del Museo Ginori di Sesto Fiorentino.</p>
<h2>Domus e la cultura dell'abitare</h2>
<p>Nel 1928 Ponti fondò la rivista Domus, che diresse per gran parte della sua vita e che divenne un punto di riferimento internazionale per l'architettura e il design. Attraverso le sue pagine promosse un modo di abitare moderno ma non freddo, in cui la tradizione artigiana italiana dialogava con l'industria. Fu anche protagonista delle Triennali milanesi e tra i promotori del premio Compasso d'Oro, nato nel 1954 per valorizzare il design industriale.</p>
<h3>La Superleggera</h3>
<p>Tra i suoi oggetti più celebri c'è la sedia Superleggera, prodotta da Cassina dal 1957. Ponti si ispirò alle tradizionali sedie di Chiavari, in Liguria, leggere e robuste, e ne portò all'estremo la logica: struttura in legno di frassino dalle sezioni sottilissime e seduta in canna d'India intrecciata, per un peso inferiore ai due chilogrammi. Si racconta che, per dimostrarne la resistenza, la sedia venisse lanciata da un piano alto rimbalzando a terra senza rompersi: un aneddoto che restituisce bene la sfida tecnica di quel progetto.</p>
<h2>Il Pirellone e le architetture</h2>
<p>Simbolo della Milano del boom è il grattacielo Pirelli, costruito tra il 1956 e il 1960 accanto alla Stazione Centrale, progettato da Ponti insieme a un gruppo di architetti e ingegneri, con le strutture di Pier Luigi Nervi e Arturo Danusso. La pianta affusolata, simile a una losanga, lo rende sottile e slanciato; oggi è sede del Consiglio regionale della Lombardia. Tra le altre opere di Ponti si ricordano la Concattedrale di Taranto, con la grande facciata traforata, l'hotel Parco dei Principi di Sorrento, con i pavimenti in ceramica bianca e blu da lui disegnati, e Villa Planchart a Caracas.</p>
<p>Visitare Milano sulle tracce di Ponti significa scoprire anche edifici meno noti, come la casa di via Dezza, dove abitò, o la chiesa di San Francesco al Fopponino. È un itinerario che restituisce l'immagine di un progettista curioso e ottimista, convinto che l'architettura dovesse, prima di tutto, rendere più felice la vita di chi la abita.</p>`,
    author: "Giulia Ferraresi",
    readTime: "4 min",
    publishedDaysAgo: 23,
  },
  {
    slug: "il-design-radicale-italiano-quando-il-progetto-divento-utopia",
    title: "Il design radicale italiano, quando il progetto diventò utopia",
    category: "design",
    excerpt:
      "Tra Firenze e Milano, negli anni Sessanta e Settanta, gruppi come Superstudio e Archizoom misero in discussione architettura e oggetti. Un'eredità che arriva fino a Memphis e al design di oggi.",
    content: `<p>Alla fine degli anni Sessanta, mentre l'Italia consolidava la propria fama nel design industriale, un gruppo di giovani architetti decise di metterne in discussione le certezze. Il design radicale, o architettura radicale, non nacque come uno stile, ma come un atteggiamento critico: contro il funzionalismo, contro il consumismo, contro l'idea che il progetto dovesse limitarsi a produrre oggetti ben fatti e vendibili.</p>
<h2>Firenze, 1966</h2>
<p>Il luogo di nascita fu soprattutto Firenze, intorno alla facoltà di Architettura. Nel 1966 si formarono due gruppi destinati a diventare leggendari: Superstudio, fondato da Adolfo Natalini e Cristiano Toraldo di Francia, e Archizoom Associati, di cui facevano parte tra gli altri Andrea Branzi, Gilberto Corretti, Paolo Deganello e Massimo Morozzi. Nel dicembre dello stesso anno, alla galleria Jolly 2 di Pistoia, i due gruppi presentarono insieme la mostra "Superarchitettura", manifesto di un'architettura pop, ironica e provocatoria.</p>
<h3>Città infinite e monumenti continui</h3>
<p>Negli anni successivi i radicali produssero soprattutto immagini, collage, racconti e manifesti. Superstudio immaginò il "Monumento Continuo", una griglia architettonica che attraversava paesaggi e città di tutto il pianeta; Archizoom elaborò "No-Stop City", una città senza qualità e senza confini, modellata sull'organizzazione del supermercato e della fabbrica. Erano progetti volutamente irrealizzabili, che usavano il linguaggio dell'architettura per criticare la società dei consumi.</p>
<h2>Gli oggetti della rivoluzione</h2>
<p>Il radicalismo ebbe però anche ricadute concrete nel mondo dell'arredo, grazie ad aziende disposte a rischiare. Nel 1968 Zanotta mise in produzione il Sacco, la poltrona informe riempita di palline di polistirolo, progettata da Piero Gatti, Cesare Paolini e Franco Teodoro. Nel 1969 Gaetano Pesce disegnò per C&amp;B Italia la serie Up, sedute in schiuma di poliuretano compresse sottovuoto che riprendevano forma una volta aperte. In Piemonte Gufram produsse sedute scultoree come il Pratone, un prato gigante di steli in poliuretano. Ed Ettore Sottsass, autore per Olivetti della macchina da scrivere portatile Valentine, rossa e disinvolta, presentata nel 1969, divenne uno dei riferimenti del movimento.</p>
<h2>Da New York a Memphis</h2>
<p>La consacrazione internazionale arrivò nel 1972 con la mostra "Italy: The New Domestic Landscape" al Museum of Modern Art di New York, che mise a confronto il design italiano più affermato e quello critico. L'anno seguente molti radicali si riunirono in Global Tools, progetto di scuola alternativa dedicata alle tecniche manuali e alla creatività individuale. L'eredità del movimento confluì poi nello Studio Alchimia, a Milano, e soprattutto in Memphis, il gruppo riunito da Sottsass che nel settembre del 1981 presentò a Milano mobili coloratissimi, laminati plastici decorati e forme giocose, destinati a influenzare il gusto di un intero decennio.</p>
<p>Oggi le opere dei radicali sono conservate in grandi musei internazionali e i loro disegni sono studiati nelle scuole di architettura di tutto il mondo. Rivederle significa ricordare che il design italiano non è stato solo eleganza e industria, ma anche una straordinaria stagione di immaginazione, di gioco e di critica, capace di porre domande che restano attuali: a che cosa servono gli oggetti, e quale mondo contribuiscono a costruire.</p>`,
    author: "Lorenzo Arditi",
    readTime: "4 min",
    publishedDaysAgo: 41,
  },
  {
    slug: "murano-l-isola-del-vetro-tra-fuoco-e-soffio",
    title: "Murano, l'isola del vetro tra fuoco e soffio",
    category: "design",
    excerpt:
      "Dal decreto del 1291 che trasferì le fornaci sull'isola al cristallo di Angelo Barovier, dalle murrine ai vetri di Carlo Scarpa: storia e tecniche del vetro più celebre del mondo.",
    content: `<p>Basta scendere dal vaporetto alla fermata Colonna, a Murano, per sentire il calore delle fornaci. Lungo il Rio dei Vetrai si affacciano botteghe, showroom e laboratori dove da secoli il vetro viene lavorato con tecniche che hanno reso l'isola famosa in tutto il mondo. Ma come è nato questo primato, e che cosa lo rende ancora oggi unico?</p>
<h2>Un'isola per le fornaci</h2>
<p>L'arte vetraria è attestata a Venezia già nell'alto Medioevo. Nel 1291 la Repubblica di Venezia stabilì che le fornaci dovessero essere trasferite a Murano, soprattutto per ridurre il rischio di incendi in una città costruita in buona parte di legno. Lo spostamento ebbe anche un altro effetto: concentrare i maestri vetrai in un luogo controllato, proteggendo i segreti del mestiere. I vetrai godevano di privilegi e di prestigio sociale, ma per lungo tempo fu loro vietato di trasferirsi all'estero e di portare con sé le proprie conoscenze.</p>
<h3>Il cristallo di Barovier</h3>
<p>Nel Quattrocento il maestro Angelo Barovier mise a punto il "cristallo", un vetro straordinariamente limpido e incolore, ottenuto purificando le materie prime, in particolare le ceneri vegetali usate come fondente. Fu una rivoluzione: il vetro veneziano divenne un lusso ricercato dalle corti europee. Nei secoli successivi si affinarono tecniche come la filigrana, con fili di vetro bianco lattimo inglobati nel vetro trasparente, il vetro ghiaccio, dalla superficie screpolata, e il calcedonio, che imitava le venature delle pietre dure.</p>
<h2>Le tecniche da conoscere</h2>
<ul>
<li><strong>Soffiatura</strong>: il maestro raccoglie il vetro fuso all'estremità della canna da soffio e lo gonfia, modellandolo con pinze, borsella e attrezzi di legno bagnato.</li>
<li><strong>Murrina</strong>: sezioni di canne di vetro policrome, accostate e fuse insieme, creano motivi simili a un mosaico.</li>
<li><strong>Sommerso</strong>: strati di colori diversi vengono sovrapposti immergendo il pezzo in crogioli successivi, con effetti di grande profondità; la tecnica ebbe enorme fortuna a metà del Novecento.</li>
<li><strong>Pulegoso</strong>: il vetro diventa opaco e materico grazie a una miriade di piccole bolle d'aria.</li>
</ul>
<p>Il lavoro si svolge in squadra, la cosiddetta "piazza": il maestro, seduto allo scagno, il banco di lavoro con i lunghi braccioli su cui fa rotolare la canna, è assistito da serventi che prelevano il vetro dal forno, gli passano gli attrezzi e preparano le parti da applicare. Il vetro si raffredda in pochi istanti e va riscaldato più volte nella bocca del forno durante la lavorazione. Un giovane servente, figlio e nipote di vetrai, spiega:</p>
<blockquote>«In piazza nessuno parla tanto. Ci si capisce con gli sguardi, perché il vetro non aspetta.»</blockquote>
<h2>Il Novecento e il Museo del Vetro</h2>
<p>Nel Novecento Murano ha vissuto una stagione di grande innovazione grazie all'incontro con artisti e architetti. Nel 1921 Paolo Venini e Giacomo Cappellin fondarono una vetreria destinata a cambiare il gusto dell'epoca; in seguito, dal 1932 al 1947, Carlo Scarpa fu direttore artistico di Venini, firmando vetri oggi esposti nei musei di tutto il mondo. Per capire questa storia la tappa obbligata è il Museo del Vetro, nel Palazzo Giustinian, che conserva capolavori dall'età romana ai giorni nostri.</p>
<p>Chi desidera acquistare un pezzo farebbe bene a diffidare delle imitazioni, purtroppo diffuse nei negozi per turisti. Per riconoscere un autentico prodotto dell'isola conviene cercare il marchio "Vetro Artistico Murano", istituito per tutelare la produzione locale, e, quando possibile, visitare direttamente una fornace per assistere alla lavorazione: pochi minuti davanti al fuoco valgono più di qualsiasi certificato.</p>`,
    author: "Francesca Morandini",
    readTime: "5 min",
    publishedDaysAgo: 57,
  },
  {
    slug: "omegna-e-il-lago-d-orta-dove-e-nata-la-moka",
    title: "Omegna e il lago d'Orta, dove è nata la moka",
    category: "design",
    excerpt:
      "Nel 1933 a Omegna nacque la caffettiera che avrebbe conquistato le cucine italiane. Intorno, sulle sponde del Cusio, è cresciuto un distretto del casalingo che ha fatto la storia del design.",
    content: `<p>Sulla punta settentrionale del lago d'Orta, in provincia del Verbano-Cusio-Ossola, Omegna è una cittadina tranquilla di fabbriche e di acque. Eppure da qui sono usciti alcuni degli oggetti più presenti nelle case italiane: caffettiere, pentole, posate, accessori da cucina. Il Cusio, come viene chiamata l'area intorno al lago, è infatti uno dei distretti italiani più noti per la produzione di casalinghi in metallo.</p>
<h2>La nascita della Moka Express</h2>
<p>Nel 1933, nell'officina di Alfonso Bialetti, che aveva lavorato a lungo nel settore dell'alluminio anche in Francia, nacque la Moka Express. Si racconta che l'idea fosse venuta osservando una lavatrice dell'epoca, la "lisciveuse", in cui l'acqua bollente risaliva da un contenitore inferiore attraverso un tubo centrale per ricadere sui panni. Il principio della moka è simile: l'acqua scaldata nella caldaia sale, spinta dalla pressione del vapore, attraverso il filtro con il caffè macinato, e la bevanda si raccoglie nel raccoglitore superiore.</p>
<h3>Un'icona di alluminio</h3>
<p>La moka fu pensata in alluminio, materiale economico e leggero, con una caratteristica forma ottagonale che richiamava il gusto Art Déco. Dopo la Seconda guerra mondiale il figlio Renato ne fece un successo di massa grazie alla produzione industriale e alla pubblicità. Il simbolo divenne l'omino con i baffi, disegnato dall'illustratore Paul Campani e reso popolarissimo dalla televisione, in particolare da Carosello. Ancora oggi la moka è considerata uno degli oggetti più rappresentativi del design italiano ed è presente nelle collezioni di importanti musei.</p>
<h2>Il distretto del casalingo</h2>
<p>La moka non è un caso isolato. A Omegna, nel 1901, nacque la Lagostina, che sarebbe diventata celebre per le pentole in acciaio inossidabile. Nel 1921 Giovanni Alessi fondò il laboratorio da cui è nata l'azienda oggi conosciuta in tutto il mondo, con sede a Crusinallo, frazione di Omegna. Negli anni Ottanta e Novanta Alessi coinvolse alcuni dei più importanti architetti e designer internazionali, trasformando gli oggetti per la casa in un terreno di sperimentazione: bollitori, spremiagrumi e caffettiere sono diventati veri oggetti di culto. Accanto ai grandi marchi, il distretto conta numerose piccole aziende specializzate nella tornitura, nello stampaggio e nella lucidatura dei metalli.</p>
<blockquote>«Qui in valle quasi ogni famiglia ha avuto qualcuno in fabbrica. Le pentole le abbiamo nel sangue, come l'acqua del lago.»</blockquote>
<p>Così racconta un'ex lucidatrice di Gravellona Toce, che ha passato trent'anni davanti alle spazzole di una piccola ditta di posateria. Chi vuole approfondire può visitare il Forum di Omegna, centro culturale ricavato negli spazi di un'ex fabbrica, che ospita un museo dedicato alle arti e all'industria del territorio.</p>
<p>Omegna riserva anche altre sorprese: qui nacque nel 1920 lo scrittore Gianni Rodari, a cui è dedicato un parco della fantasia sul lungolago, e il torrente Nigoglia, emissario del lago, ha la curiosa particolarità di scorrere verso nord, in direzione delle Alpi, anziché verso la pianura. Un piccolo paradosso geografico per una città che ha saputo, più di una volta, andare controcorrente.</p>`,
    author: "Elena Sabatini",
    readTime: "4 min",
    publishedDaysAgo: 75,
  },
  {
    slug: "achille-castiglioni-il-genio-che-giocava-con-gli-oggetti",
    title: "Achille Castiglioni, il genio che giocava con gli oggetti",
    category: "design",
    excerpt:
      "Un sedile da trattore diventa sgabello, un faro d'auto diventa lampada: ritratto del grande designer milanese, tra la lampada Arco, l'ironia del ready-made e lo studio-museo di piazza Castello.",
    content: `<p>Quando si parla di design italiano, il nome di Achille Castiglioni compare inevitabilmente. Nato a Milano nel 1918 e morto nel 2002, ha progettato centinaia di oggetti, molti dei quali ancora in produzione, e ha formato generazioni di progettisti come docente al Politecnico di Torino e poi a quello di Milano. Il suo metodo univa rigore tecnico, curiosità e un senso dell'umorismo rarissimo nella cultura del progetto.</p>
<h2>I fratelli Castiglioni</h2>
<p>Achille iniziò a lavorare con i fratelli maggiori Livio e Pier Giacomo in uno studio a Milano. Dopo l'uscita di Livio, nei primi anni Cinquanta, la collaborazione con Pier Giacomo proseguì fino alla morte di quest'ultimo, nel 1968, ed è a questo sodalizio che si devono alcuni dei progetti più noti. I due lavoravano per aziende come Flos, Zanotta e Brionvega, progettando lampade, mobili, apparecchi elettronici e allestimenti di mostre e fiere.</p>
<h2>La lampada Arco</h2>
<p>Il progetto più celebre è forse la lampada Arco, disegnata nel 1962 con Pier Giacomo e prodotta da Flos. Nasce da un problema concreto: illuminare un tavolo dall'alto senza dover fissare un punto luce al soffitto. La soluzione è un lungo arco in acciaio inossidabile che porta la luce lontano dalla base, sopra il centro del tavolo; la base è un blocco di marmo di Carrara, abbastanza pesante da fare da contrappeso. Nel marmo è praticato un foro: infilandovi un manico di scopa, due persone possono sollevare la lampada e spostarla più facilmente.</p>
<h3>Il ready-made nel design</h3>
<p>Castiglioni amava partire da oggetti esistenti, osservandone la funzione con occhi nuovi. Nel 1957, con il fratello, presentò il Mezzadro, uno sgabello che usa un sedile da trattore in lamiera montato su una balestra d'acciaio, e il Sella, sgabello oscillante con un sellino da bicicletta su uno stelo. La lampada Toio, del 1962, impiega un faro d'automobile. È lo stesso spirito dei ready-made di Marcel Duchamp, applicato però al design: non una provocazione fine a sé stessa, bensì un modo per trovare soluzioni semplici e intelligenti. Tra i suoi progetti figurano anche lampade come la Snoopy e la Taraxacum, posate, interruttori e il radiofonografo RR 126 per Brionvega, montato su ruote e con le casse acustiche orientabili.</p>
<h2>Lo Studio Museo</h2>
<p>Il modo migliore per entrare nel mondo di Castiglioni è visitare il suo studio, in piazza Castello a Milano, di fronte al Castello Sforzesco. Dopo la sua morte è stato conservato com'era e trasformato in uno studio-museo aperto con visite guidate: ci sono i tavoli da disegno, i prototipi, i modelli e la sua collezione di oggetti anonimi raccolti nel corso degli anni, dagli occhiali ai giocattoli, che usava come fonte di ispirazione e come materiale didattico. Una studentessa di design di Bergamo, uscendo da una visita, sintetizza bene l'impressione che lascia quel luogo:</p>
<blockquote>«Sembra la bottega di un inventore più che lo studio di un architetto. Si esce con la voglia di guardare meglio gli oggetti di casa.»</blockquote>
<p>È forse questa la sua eredità più preziosa: l'idea che il progetto cominci dall'osservazione, e che un oggetto ben riuscito debba, oltre a funzionare, far sorridere chi lo usa.</p>`,
    author: "Marco Valsecchi",
    readTime: "4 min",
    publishedDaysAgo: 95,
  },
  {
    slug: "maiolica-italiana-da-faenza-a-caltagirone-la-terra-diventa-colore",
    title: "Maiolica italiana, da Faenza a Caltagirone la terra diventa colore",
    category: "design",
    excerpt:
      "Faenza, Deruta, Vietri sul Mare e Caltagirone: viaggio nelle capitali della ceramica italiana, tra smalti stanniferi, lustri metallici e scalinate decorate, alla scoperta di un mestiere antico.",
    content: `<p>La ceramica è uno dei linguaggi più antichi dell'artigianato italiano, e forse quello che più di ogni altro cambia accento da una regione all'altra. Dai piatti istoriati del Rinascimento alle piastrelle colorate della Costiera Amalfitana, ogni centro ha sviluppato forme, colori e decori riconoscibili, trasmessi per generazioni nelle botteghe.</p>
<h2>Come si fa la maiolica</h2>
<p>La maiolica è una ceramica a impasto poroso rivestita da uno smalto bianco e coprente, tradizionalmente ottenuto con l'ossido di stagno. Il procedimento classico prevede una prima cottura dell'argilla modellata, che produce il cosiddetto "biscotto"; il pezzo viene poi immerso nello smalto e decorato a pennello sulla superficie cruda, ancora polverosa. È la fase più delicata: lo smalto assorbe subito il colore e non consente correzioni. Una seconda cottura fonde smalto e pigmenti in un'unica superficie lucida. Per ottenere effetti particolari, come i riflessi metallici, si ricorre a una terza cottura a temperatura più bassa.</p>
<h2>Faenza, la città che ha dato il nome alla ceramica</h2>
<p>Il nome di Faenza, in Romagna, è diventato sinonimo stesso di ceramica: in francese e in inglese le parole "faïence" e "faience" indicano la maiolica. Nel Cinquecento le botteghe faentine svilupparono, tra l'altro, i celebri "bianchi", ceramiche dallo smalto candido e spesso, con decori leggeri ed essenziali. Nel 1908 Gaetano Ballardini fondò in città il Museo Internazionale delle Ceramiche, il MIC, oggi tra i più importanti al mondo per quest'arte, con collezioni che vanno dall'antichità al contemporaneo.</p>
<h3>Deruta e Gubbio, il fascino del lustro</h3>
<p>In Umbria, Deruta è famosa per le sue maioliche decorate, e in particolare per la tecnica del lustro, che con la terza cottura crea riflessi dorati e iridescenti. Nella vicina Gubbio, all'inizio del Cinquecento, il maestro Giorgio Andreoli, detto Mastro Giorgio, divenne celebre per i lustri color rubino, con cui il suo laboratorio impreziosiva anche ceramiche prodotte in altri centri.</p>
<h2>Vietri e Caltagirone, il colore del Sud</h2>
<p>Sulla Costiera Amalfitana, Vietri sul Mare si riconosce già da lontano per la cupola della chiesa di San Giovanni Battista, rivestita di maioliche colorate. Tra gli anni Venti e Quaranta del Novecento la cittadina visse il cosiddetto "periodo tedesco", quando artisti arrivati dal Nord Europa, in gran parte tedeschi, si stabilirono qui e rinnovarono i motivi tradizionali con animali stilizzati, figure popolari e colori vivaci. Il Museo della Ceramica, nella frazione di Raito, ne conserva molte testimonianze.</p>
<p>In Sicilia, Caltagirone ha fatto della ceramica la propria identità. La Scalinata di Santa Maria del Monte, con i suoi 142 gradini, ha le alzate rivestite di piastrelle di maiolica che riprendono stili ed epoche diverse. Ogni anno, a fine luglio, in occasione della festa di San Giacomo, patrono della città, la scalinata si illumina di migliaia di lumini disposti a formare un grande disegno.</p>
<blockquote>«Il pennello non si ferma mai a metà di una foglia. Se lo fai, lo smalto te lo fa pagare in cottura.»</blockquote>
<p>Le parole sono di una decoratrice di Caltagirone che lavora da oltre vent'anni in una bottega a pochi passi dalla scalinata. Comprare un pezzo direttamente in laboratorio, vedendo come nasce, è il modo migliore per portare a casa non solo un oggetto, ma un frammento di storia italiana.</p>`,
    author: "Chiara Bellandi",
    readTime: "5 min",
    publishedDaysAgo: 117,
  },
];
