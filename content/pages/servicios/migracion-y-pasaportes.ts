import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/migracion-y-pasaportes',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Migración y pasaportes',
      description:
        'Qué documentos necesita para salir o entrar a Colombia por El Dorado, cómo diligenciar Check-MIG y cómo usar las puertas biométricas Biomig.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El control migratorio de los vuelos internacionales en El Dorado lo realiza <strong>Migración Colombia</strong>, la autoridad migratoria del Estado. El aeropuerto, operado por OPAIN S.A., no expide pasaportes, visas ni permisos: esos trámites se hacen ante Migración Colombia y la Cancillería.</p>
<ul>
<li><strong>Salidas internacionales:</strong> después del check-in en el piso 2 de la Terminal 1, pase el filtro de seguridad y el control de Migración Colombia antes de llegar a las salas del muelle internacional.</li>
<li><strong>Llegadas internacionales:</strong> al bajar del avión pasa primero por Migración Colombia, luego recoge su equipaje y por último pasa la revisión de aduana (DIAN) antes de salir al piso 1.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Antes de ir al aeropuerto',
          items: [
            {
              title: 'Revise su pasaporte',
              text: 'Debe estar vigente mientras dure el viaje. Muchos países de destino y aerolíneas exigen seis meses de vigencia: verifíquelo con su aerolínea.',
            },
            {
              title: 'Confirme si necesita visa',
              text: 'Consulte los requisitos del país de destino y, si es extranjero y viene a Colombia, los de la Cancillería en cancilleria.gov.co.',
            },
            {
              title: 'Diligencie Check-MIG',
              text: 'Es el formulario gratuito de Migración Colombia para salir o entrar al país. Se llena en migracioncolombia.gov.co entre 72 horas y una hora antes del vuelo. Guarde la confirmación que llega a su correo.',
            },
            {
              title: 'Llegue con tiempo',
              text: 'Para vuelos internacionales, llegue tres horas antes. Consulte el tiempo de espera en los filtros en información en tiempo real.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Check-MIG es gratuito',
          html: `<p>El único sitio oficial para diligenciar Check-MIG es <a href="https://www.migracioncolombia.gov.co">migracioncolombia.gov.co</a>. Hay páginas que cobran por llenarlo: no las necesita.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Biomig: control migratorio automático</h3>
<p>En las zonas de emigración e inmigración hay puertas biométricas de Migración Colombia que le evitan la fila de los módulos:</p>
<ul>
<li><strong>Biomig para colombianos mayores de edad:</strong> sirve para salir y entrar al país. Requiere una inscripción gratuita, una sola vez, con registro del iris. Puede inscribirse en el mismo aeropuerto; pregunte a los funcionarios de Migración Colombia por el punto de inscripción.</li>
<li><strong>Biomig para extranjeros:</strong> solo para salir del país, sin inscripción previa, para mayores de edad con pasaporte de lectura mecánica.</li>
</ul>
<p>Los menores de edad siempre pasan por un módulo con un oficial de migración.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Puedo viajar solo con la cédula?',
              answerHtml: `<p>Los colombianos pueden viajar con la cédula de ciudadanía a los países de la Comunidad Andina (Ecuador, Perú y Bolivia). Para cualquier otro destino internacional necesita pasaporte. Confirme antes con su aerolínea.</p>`,
            },
            {
              question: 'Tengo doble nacionalidad, ¿con qué pasaporte salgo?',
              answerHtml: `<p>Los colombianos deben entrar y salir de Colombia identificándose como colombianos, con su pasaporte colombiano vigente, aunque tengan otra nacionalidad.</p>`,
            },
            {
              question: '¿Qué necesita un menor colombiano para salir del país?',
              answerHtml: `<p>Pasaporte vigente, registro civil de nacimiento y, si no viaja con ambos padres, el permiso de salida del padre o la madre que no viaja, autenticado ante notario. Si lo necesita a última hora, consulte la <a href="/servicios/notaria">notaría del aeropuerto</a> y la <a href="/viaje-en-familia">guía para viajar en familia</a>.</p>`,
            },
            {
              question: '¿Cuánto tiempo puede quedarse un turista extranjero?',
              answerHtml: `<p>Migración Colombia otorga el permiso de permanencia al entrar. Para la mayoría de las nacionalidades exentas de visa es de hasta 90 días, prorrogables. El oficial le indica cuántos días le concede.</p>`,
            },
            {
              question: 'Perdí mi pasaporte en el aeropuerto, ¿qué hago?',
              answerHtml: `<p>Repórtelo en los puntos de información y revise <a href="/servicios/objetos-perdidos">objetos perdidos</a>. Si es extranjero, contacte a su consulado para un documento de viaje; si es colombiano, la Cancillería expide el nuevo pasaporte.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Siga preparando su viaje',
          items: [
            {
              title: 'Aduanas',
              text: 'Qué declarar ante la DIAN, dinero en efectivo y productos que no puede traer.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Tiempo en filas',
              text: 'Espera actual en los filtros de seguridad y migración.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Salidas',
              text: 'Estado de su vuelo y sala de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Conexiones',
              text: 'Qué hacer si su viaje hace escala en Bogotá.',
              href: '/servicios/conexiones',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Immigration and passports',
      description:
        'The documents you need to leave or enter Colombia through El Dorado, how to fill in Check-MIG and how to use the Biomig biometric gates.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Immigration control for international flights at El Dorado is carried out by <strong>Migración Colombia</strong>, the national immigration authority. The airport, run by OPAIN S.A., does not issue passports, visas or permits: those are handled by Migración Colombia and the Ministry of Foreign Affairs (Cancillería).</p>
<ul>
<li><strong>International departures:</strong> after check-in on floor 2 of Terminal 1, go through security screening and the Migración Colombia checkpoint before reaching the international pier lounges.</li>
<li><strong>International arrivals:</strong> after leaving the aircraft you go through Migración Colombia first, then collect your bags and finally pass the customs (DIAN) inspection before exiting on floor 1.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Before you leave for the airport',
          items: [
            {
              title: 'Check your passport',
              text: 'It must be valid for the whole trip. Many destination countries and airlines require six months of validity: check with your airline.',
            },
            {
              title: 'Find out whether you need a visa',
              text: 'Check the requirements of your destination and, if you are a foreigner coming to Colombia, those of the Cancillería at cancilleria.gov.co.',
            },
            {
              title: 'Fill in Check-MIG',
              text: 'It is Migración Colombia’s free form for leaving or entering the country. Complete it at migracioncolombia.gov.co between 72 hours and one hour before your flight, and keep the confirmation e-mail.',
            },
            {
              title: 'Arrive early',
              text: 'For international flights, arrive three hours before departure. See the current checkpoint waiting times under real-time information.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Check-MIG is free',
          html: `<p>The only official site for Check-MIG is <a href="https://www.migracioncolombia.gov.co">migracioncolombia.gov.co</a>. Some websites charge to fill it in for you: you do not need them.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Biomig: automated immigration control</h3>
<p>In the departure and arrival immigration areas, Migración Colombia’s biometric gates let you skip the queue for the desks:</p>
<ul>
<li><strong>Biomig for Colombian adults:</strong> for leaving and entering the country. It needs a free, one-time enrolment with an iris scan, which you can do at the airport itself; ask the Migración Colombia officers where to enrol.</li>
<li><strong>Biomig for foreigners:</strong> for leaving the country only, with no prior enrolment, for adults with a machine-readable passport.</li>
</ul>
<p>Minors always go through a desk with an immigration officer.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I travel with my national ID card only?',
              answerHtml: `<p>Colombians can travel with their cédula de ciudadanía to the Andean Community countries (Ecuador, Peru and Bolivia). Any other international destination requires a passport. Confirm with your airline first.</p>`,
            },
            {
              question: 'I have dual nationality. Which passport do I use?',
              answerHtml: `<p>Colombians must enter and leave Colombia as Colombians, with a valid Colombian passport, even if they hold another nationality.</p>`,
            },
            {
              question: 'What does a Colombian minor need to leave the country?',
              answerHtml: `<p>A valid passport, the birth certificate (registro civil de nacimiento) and, if not travelling with both parents, an exit permit signed by the parent who is not travelling and certified by a notary. If you need one at the last minute, see the <a href="/servicios/notaria">airport notary</a> and the <a href="/viaje-en-familia">family travel guide</a>.</p>`,
            },
            {
              question: 'How long can a foreign tourist stay?',
              answerHtml: `<p>Migración Colombia grants the permit to stay on arrival. For most visa-exempt nationalities it is up to 90 days and can be extended. The officer tells you how many days you have been given.</p>`,
            },
            {
              question: 'I lost my passport at the airport. What should I do?',
              answerHtml: `<p>Report it at an information point and check <a href="/servicios/objetos-perdidos">lost and found</a>. Foreign nationals should contact their consulate for a travel document; Colombians get a new passport from the Cancillería.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Keep preparing your trip',
          items: [
            {
              title: 'Customs',
              text: 'What to declare to DIAN, cash and products you cannot bring in.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Queue times',
              text: 'Current waiting time at security and immigration.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Departures',
              text: 'Your flight status and boarding gate.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Connections',
              text: 'What to do if your trip connects in Bogota.',
              href: '/servicios/conexiones',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Immigration et passeports',
      description:
        'Les documents nécessaires pour quitter ou entrer en Colombie par El Dorado, comment remplir Check-MIG et utiliser les portes biométriques Biomig.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le contrôle migratoire des vols internationaux à El Dorado est assuré par <strong>Migración Colombia</strong>, l’autorité migratoire de l’État. L’aéroport, exploité par OPAIN S.A., ne délivre ni passeports, ni visas, ni autorisations : ces démarches relèvent de Migración Colombia et du ministère des Affaires étrangères (Cancillería).</p>
<ul>
<li><strong>Départs internationaux :</strong> après l’enregistrement au niveau 2 du Terminal 1, passez le contrôle de sûreté et le contrôle de Migración Colombia avant d’accéder aux salles de la jetée internationale.</li>
<li><strong>Arrivées internationales :</strong> en descendant de l’avion, vous passez d’abord par Migración Colombia, puis vous récupérez vos bagages et passez enfin le contrôle douanier (DIAN) avant de sortir au niveau 1.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Avant de partir pour l’aéroport',
          items: [
            {
              title: 'Vérifiez votre passeport',
              text: 'Il doit être valide pendant tout le voyage. De nombreux pays et compagnies exigent six mois de validité : renseignez-vous auprès de votre compagnie.',
            },
            {
              title: 'Vérifiez si vous avez besoin d’un visa',
              text: 'Consultez les exigences de votre pays de destination et, si vous êtes étranger et venez en Colombie, celles de la Cancillería sur cancilleria.gov.co.',
            },
            {
              title: 'Remplissez Check-MIG',
              text: 'C’est le formulaire gratuit de Migración Colombia pour sortir du pays ou y entrer. Il se remplit sur migracioncolombia.gov.co entre 72 heures et une heure avant le vol. Conservez la confirmation reçue par e-mail.',
            },
            {
              title: 'Arrivez en avance',
              text: 'Pour un vol international, arrivez trois heures avant le départ. Consultez l’attente aux contrôles dans l’information en temps réel.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Check-MIG est gratuit',
          html: `<p>Le seul site officiel pour Check-MIG est <a href="https://www.migracioncolombia.gov.co">migracioncolombia.gov.co</a>. Certains sites font payer le remplissage du formulaire : vous n’en avez pas besoin.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Biomig : le contrôle migratoire automatique</h3>
<p>Dans les zones de départ et d’arrivée, les portes biométriques de Migración Colombia vous évitent la file des guichets :</p>
<ul>
<li><strong>Biomig pour les Colombiens majeurs :</strong> pour sortir du pays et y entrer. Une inscription gratuite et unique, avec lecture de l’iris, est nécessaire ; elle peut se faire à l’aéroport même. Demandez aux agents de Migración Colombia où s’inscrire.</li>
<li><strong>Biomig pour les étrangers :</strong> uniquement pour quitter le pays, sans inscription préalable, pour les majeurs munis d’un passeport à lecture optique.</li>
</ul>
<p>Les mineurs passent toujours par un guichet avec un agent.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je voyager avec ma seule carte d’identité ?',
              answerHtml: `<p>Les Colombiens peuvent voyager avec leur cédula de ciudadanía vers les pays de la Communauté andine (Équateur, Pérou et Bolivie). Pour toute autre destination internationale, le passeport est obligatoire. Vérifiez auprès de votre compagnie.</p>`,
            },
            {
              question: 'J’ai la double nationalité : quel passeport utiliser ?',
              answerHtml: `<p>Les Colombiens doivent entrer en Colombie et en sortir en tant que Colombiens, avec un passeport colombien valide, même s’ils ont une autre nationalité.</p>`,
            },
            {
              question: 'De quoi un mineur colombien a-t-il besoin pour quitter le pays ?',
              answerHtml: `<p>D’un passeport valide, de son acte de naissance (registro civil de nacimiento) et, s’il ne voyage pas avec ses deux parents, de l’autorisation de sortie du parent qui ne voyage pas, authentifiée chez un notaire. En dernière minute, consultez le <a href="/servicios/notaria">notaire de l’aéroport</a> et le <a href="/viaje-en-familia">guide du voyage en famille</a>.</p>`,
            },
            {
              question: 'Combien de temps un touriste étranger peut-il rester ?',
              answerHtml: `<p>Migración Colombia accorde le permis de séjour à l’arrivée. Pour la plupart des nationalités dispensées de visa, il est de 90 jours au maximum, prolongeables. L’agent vous indique la durée accordée.</p>`,
            },
            {
              question: 'J’ai perdu mon passeport à l’aéroport : que faire ?',
              answerHtml: `<p>Signalez-le à un point d’information et consultez les <a href="/servicios/objetos-perdidos">objets trouvés</a>. Les étrangers doivent contacter leur consulat pour obtenir un document de voyage ; les Colombiens obtiennent un nouveau passeport auprès de la Cancillería.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Continuez à préparer votre voyage',
          items: [
            {
              title: 'Douane',
              text: 'Ce qu’il faut déclarer à la DIAN, l’argent liquide et les produits interdits.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Temps d’attente',
              text: 'Attente actuelle aux contrôles de sûreté et d’immigration.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Départs',
              text: 'Le statut de votre vol et votre porte d’embarquement.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Correspondances',
              text: 'Que faire si votre voyage fait escale à Bogota.',
              href: '/servicios/conexiones',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Migração e passaportes',
      description:
        'Os documentos necessários para sair ou entrar na Colômbia pelo El Dorado, como preencher o Check-MIG e usar os portões biométricos Biomig.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O controle migratório dos voos internacionais no El Dorado é feito pela <strong>Migración Colombia</strong>, a autoridade migratória do Estado. O aeroporto, operado pela OPAIN S.A., não emite passaportes, vistos nem autorizações: esses trâmites são feitos na Migración Colombia e no Ministério das Relações Exteriores (Cancillería).</p>
<ul>
<li><strong>Embarques internacionais:</strong> depois do check-in no piso 2 do Terminal 1, passe pela inspeção de segurança e pelo controle da Migración Colombia antes de chegar às salas do píer internacional.</li>
<li><strong>Desembarques internacionais:</strong> ao sair do avião, você passa primeiro pela Migración Colombia, depois retira a bagagem e, por último, passa pela inspeção da alfândega (DIAN) antes de sair no piso 1.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Antes de ir para o aeroporto',
          items: [
            {
              title: 'Confira seu passaporte',
              text: 'Ele deve estar válido durante toda a viagem. Muitos países e companhias aéreas exigem seis meses de validade: confirme com a sua companhia.',
            },
            {
              title: 'Veja se precisa de visto',
              text: 'Consulte as exigências do país de destino e, se você é estrangeiro e vem para a Colômbia, as da Cancillería em cancilleria.gov.co.',
            },
            {
              title: 'Preencha o Check-MIG',
              text: 'É o formulário gratuito da Migración Colombia para sair ou entrar no país. Preencha em migracioncolombia.gov.co entre 72 horas e uma hora antes do voo e guarde a confirmação enviada por e-mail.',
            },
            {
              title: 'Chegue com antecedência',
              text: 'Para voos internacionais, chegue três horas antes. Veja o tempo de espera nos controles em informação em tempo real.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'O Check-MIG é gratuito',
          html: `<p>O único site oficial do Check-MIG é <a href="https://www.migracioncolombia.gov.co">migracioncolombia.gov.co</a>. Há sites que cobram para preenchê-lo: você não precisa deles.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Biomig: controle migratório automático</h3>
<p>Nas áreas de embarque e desembarque internacional, os portões biométricos da Migración Colombia evitam a fila dos guichês:</p>
<ul>
<li><strong>Biomig para colombianos maiores de idade:</strong> serve para sair e entrar no país. Exige um cadastro gratuito, feito uma única vez, com leitura da íris, que pode ser feito no próprio aeroporto; pergunte aos agentes da Migración Colombia onde se cadastrar.</li>
<li><strong>Biomig para estrangeiros:</strong> apenas para sair do país, sem cadastro prévio, para maiores de idade com passaporte de leitura mecânica.</li>
</ul>
<p>Menores de idade sempre passam por um guichê com um agente de migração.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Posso viajar só com a carteira de identidade?',
              answerHtml: `<p>Colombianos podem viajar com a cédula de ciudadanía para os países da Comunidade Andina (Equador, Peru e Bolívia). Para qualquer outro destino internacional é preciso passaporte. Confirme antes com a sua companhia aérea.</p>`,
            },
            {
              question: 'Tenho dupla nacionalidade. Com qual passaporte saio?',
              answerHtml: `<p>Colombianos devem entrar e sair da Colômbia como colombianos, com o passaporte colombiano válido, mesmo que tenham outra nacionalidade.</p>`,
            },
            {
              question: 'Do que um menor colombiano precisa para sair do país?',
              answerHtml: `<p>Passaporte válido, certidão de nascimento (registro civil de nacimiento) e, se não viajar com os dois pais, a autorização de saída do pai ou da mãe que não viaja, reconhecida em cartório. Se precisar de última hora, veja o <a href="/servicios/notaria">cartório do aeroporto</a> e o <a href="/viaje-en-familia">guia para viajar em família</a>.</p>`,
            },
            {
              question: 'Quanto tempo um turista estrangeiro pode ficar?',
              answerHtml: `<p>A Migración Colombia concede a permissão de permanência na entrada. Para a maioria das nacionalidades isentas de visto, é de até 90 dias, prorrogáveis. O agente informa quantos dias foram concedidos.</p>`,
            },
            {
              question: 'Perdi meu passaporte no aeroporto. O que faço?',
              answerHtml: `<p>Informe em um ponto de informação e consulte <a href="/servicios/objetos-perdidos">achados e perdidos</a>. Estrangeiros devem procurar seu consulado para obter um documento de viagem; colombianos obtêm um novo passaporte na Cancillería.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Continue preparando sua viagem',
          items: [
            {
              title: 'Alfândega',
              text: 'O que declarar à DIAN, dinheiro em espécie e produtos que não pode trazer.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Tempo nas filas',
              text: 'Espera atual nos controles de segurança e migração.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Embarques',
              text: 'Situação do seu voo e portão de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Conexões',
              text: 'O que fazer se a sua viagem tem escala em Bogotá.',
              href: '/servicios/conexiones',
            },
          ],
        },
      ],
    },
  },
});
