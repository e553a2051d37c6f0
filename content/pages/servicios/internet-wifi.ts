import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/internet-wifi',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Internet y wifi',
      description:
        'Wifi gratuito en las Terminales 1 y 2 de El Dorado: cómo conectarse, dónde cargar su celular y consejos para navegar de forma segura.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado ofrece <strong>internet wifi gratuito</strong> en las áreas públicas y en las salas de espera de las Terminales 1 y 2, las 24 horas. No necesita clave ni pagar: solo aceptar las condiciones de uso.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo conectarse',
          items: [
            {
              title: 'Active el wifi de su dispositivo',
              text: 'Busque en la lista de redes disponibles la red oficial del aeropuerto El Dorado.',
            },
            {
              title: 'Abra el navegador',
              text: 'Se abrirá la página de bienvenida. Si no aparece, intente entrar a cualquier sitio web.',
            },
            {
              title: 'Acepte las condiciones',
              text: 'Lea y acepte los términos de uso y el tratamiento de datos personales, conforme a la {{dataProtectionLaw}}. Después puede navegar.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Navegue con precaución',
          html: `<ul>
<li>Conéctese solo a la red oficial del aeropuerto: desconfíe de redes con nombres parecidos.</li>
<li>Evite hacer operaciones bancarias o escribir contraseñas en redes públicas; use los datos móviles o una VPN.</li>
<li>Mantenga actualizado el sistema de su dispositivo.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Dónde puedo cargar mi celular o computador?',
              answerHtml: `<p>Hay tomas de corriente y estaciones de carga en las salas de espera de los muelles nacional e internacional y en varias zonas públicas. En Colombia los enchufes son de tipo A y B, a 110 V.</p>`,
            },
            {
              question: 'La conexión está lenta o no carga la página de bienvenida. ¿Qué hago?',
              answerHtml: `<p>Olvide la red y vuelva a conectarse, desactive temporalmente la VPN o el ahorro de datos y abra una página sin https. Si el problema continúa, repórtelo en un punto de información o en la <a href="/contacto#pqrs">PQRS</a>.</p>`,
            },
            {
              question: '¿Dónde compro una tarjeta SIM colombiana?',
              answerHtml: `<p>Los operadores móviles venden tarjetas SIM y planes prepago en tiendas de la ciudad y en algunos locales del aeropuerto. Lleve su pasaporte: es necesario para registrar la línea. Consulte los locales en <a href="/establecimientos/tiendas">tiendas</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Más servicios digitales',
          items: [
            {
              title: 'Servicios tecnológicos',
              text: 'Check-in automático, entrega de equipaje y Biomig.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Dora',
              text: 'La asistente virtual del aeropuerto en WhatsApp.',
              href: '/dora',
            },
            {
              title: 'Información en tiempo real',
              text: 'Filas, parqueaderos y distancias.',
              href: '/informacion-en-tiempo-real',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Internet and wifi',
      description:
        'Free wifi in El Dorado Terminals 1 and 2: how to connect, where to charge your phone and tips for browsing safely.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado offers <strong>free wifi</strong> in the public areas and gate areas of Terminals 1 and 2, 24 hours a day. No password or payment is needed: you only have to accept the terms of use.</p>`,
        },
        {
          type: 'steps',
          title: 'How to connect',
          items: [
            {
              title: 'Turn on your device’s wifi',
              text: 'Look for the official El Dorado airport network in the list of available networks.',
            },
            {
              title: 'Open your browser',
              text: 'The welcome page will open. If it does not, try going to any website.',
            },
            {
              title: 'Accept the terms',
              text: 'Read and accept the terms of use and the processing of personal data under {{dataProtectionLaw}}. Then you can browse.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Browse with care',
          html: `<ul>
<li>Connect only to the airport’s official network: be wary of networks with similar names.</li>
<li>Avoid online banking or typing passwords on public networks; use mobile data or a VPN.</li>
<li>Keep your device’s software up to date.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Where can I charge my phone or laptop?',
              answerHtml: `<p>There are power outlets and charging stations in the gate areas of the domestic and international piers and in several public areas. Colombian sockets are type A and B, at 110 V.</p>`,
            },
            {
              question: 'The connection is slow or the welcome page does not load. What should I do?',
              answerHtml: `<p>Forget the network and reconnect, temporarily turn off your VPN or data saver mode and open a page without https. If the problem persists, report it at an information point or through the <a href="/contacto#pqrs">PQRS form</a>.</p>`,
            },
            {
              question: 'Where can I buy a Colombian SIM card?',
              answerHtml: `<p>Mobile operators sell SIM cards and prepaid plans in shops around the city and in some airport outlets. Bring your passport: it is needed to register the line. See the outlets under <a href="/establecimientos/tiendas">shops</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'More digital services',
          items: [
            {
              title: 'Technology services',
              text: 'Self check-in, bag drop and Biomig.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Dora',
              text: 'The airport’s virtual assistant on WhatsApp.',
              href: '/dora',
            },
            {
              title: 'Real-time information',
              text: 'Queues, car parks and distances.',
              href: '/informacion-en-tiempo-real',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Internet et wifi',
      description:
        "Wifi gratuit dans les Terminaux 1 et 2 d'El Dorado : comment se connecter, où recharger son téléphone et conseils pour naviguer en sécurité.",
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado propose un <strong>wifi gratuit</strong> dans les zones publiques et les salles d'embarquement des Terminaux 1 et 2, 24 h/24. Pas de mot de passe ni de paiement : il suffit d'accepter les conditions d'utilisation.</p>`,
        },
        {
          type: 'steps',
          title: 'Se connecter',
          items: [
            {
              title: 'Activez le wifi de votre appareil',
              text: "Cherchez le réseau officiel de l'aéroport El Dorado dans la liste des réseaux disponibles.",
            },
            {
              title: 'Ouvrez votre navigateur',
              text: "La page d'accueil s'ouvre. Sinon, essayez d'accéder à n'importe quel site.",
            },
            {
              title: 'Acceptez les conditions',
              text: "Lisez et acceptez les conditions d'utilisation et le traitement des données personnelles, conformément à la {{dataProtectionLaw}}. Vous pouvez ensuite naviguer.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Naviguez avec prudence',
          html: `<ul>
<li>Connectez-vous uniquement au réseau officiel de l'aéroport : méfiez-vous des réseaux aux noms similaires.</li>
<li>Évitez les opérations bancaires et la saisie de mots de passe sur un réseau public ; utilisez vos données mobiles ou un VPN.</li>
<li>Maintenez le système de votre appareil à jour.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Où recharger mon téléphone ou mon ordinateur ?',
              answerHtml: `<p>Des prises électriques et des bornes de recharge se trouvent dans les salles d'embarquement des jetées nationale et internationale et dans plusieurs zones publiques. En Colombie, les prises sont de type A et B, en 110 V.</p>`,
            },
            {
              question: "La connexion est lente ou la page d'accueil ne s'affiche pas. Que faire ?",
              answerHtml: `<p>Oubliez le réseau et reconnectez-vous, désactivez momentanément votre VPN ou le mode économie de données et ouvrez une page sans https. Si le problème persiste, signalez-le à un point d'information ou via le <a href="/contacto#pqrs">formulaire PQRS</a>.</p>`,
            },
            {
              question: 'Où acheter une carte SIM colombienne ?',
              answerHtml: `<p>Les opérateurs mobiles vendent des cartes SIM et des forfaits prépayés dans leurs boutiques en ville et dans certains commerces de l'aéroport. Munissez-vous de votre passeport : il est exigé pour enregistrer la ligne. Voir les commerces dans <a href="/establecimientos/tiendas">boutiques</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Autres services numériques',
          items: [
            {
              title: 'Services technologiques',
              text: 'Enregistrement automatique, dépose bagages et Biomig.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Dora',
              text: "L'assistante virtuelle de l'aéroport sur WhatsApp.",
              href: '/dora',
            },
            {
              title: 'Informations en temps réel',
              text: 'Files d’attente, parkings et distances.',
              href: '/informacion-en-tiempo-real',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Internet e wi-fi',
      description:
        'Wi-fi gratuito nos Terminais 1 e 2 do El Dorado: como se conectar, onde carregar o celular e dicas para navegar com segurança.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado oferece <strong>wi-fi gratuito</strong> nas áreas públicas e nas salas de embarque dos Terminais 1 e 2, 24 horas por dia. Não é preciso senha nem pagamento: basta aceitar as condições de uso.</p>`,
        },
        {
          type: 'steps',
          title: 'Como se conectar',
          items: [
            {
              title: 'Ative o wi-fi do seu aparelho',
              text: 'Procure a rede oficial do aeroporto El Dorado na lista de redes disponíveis.',
            },
            {
              title: 'Abra o navegador',
              text: 'A página de boas-vindas será aberta. Se não abrir, tente acessar qualquer site.',
            },
            {
              title: 'Aceite as condições',
              text: 'Leia e aceite os termos de uso e o tratamento de dados pessoais, conforme a {{dataProtectionLaw}}. Depois é só navegar.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Navegue com cuidado',
          html: `<ul>
<li>Conecte-se apenas à rede oficial do aeroporto: desconfie de redes com nomes parecidos.</li>
<li>Evite operações bancárias ou digitar senhas em redes públicas; use os dados móveis ou uma VPN.</li>
<li>Mantenha o sistema do seu aparelho atualizado.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Onde posso carregar o celular ou o notebook?',
              answerHtml: `<p>Há tomadas e estações de carregamento nas salas de embarque dos píeres nacional e internacional e em várias áreas públicas. Na Colômbia as tomadas são dos tipos A e B, em 110 V.</p>`,
            },
            {
              question: 'A conexão está lenta ou a página de boas-vindas não abre. O que faço?',
              answerHtml: `<p>Esqueça a rede e conecte-se de novo, desative temporariamente a VPN ou o modo de economia de dados e abra uma página sem https. Se o problema continuar, informe em um ponto de informações ou pela <a href="/contacto#pqrs">PQRS</a>.</p>`,
            },
            {
              question: 'Onde compro um chip colombiano?',
              answerHtml: `<p>As operadoras de telefonia vendem chips e planos pré-pagos em lojas da cidade e em alguns pontos do aeroporto. Leve o passaporte: ele é necessário para registrar a linha. Veja os pontos em <a href="/establecimientos/tiendas">lojas</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Mais serviços digitais',
          items: [
            {
              title: 'Serviços tecnológicos',
              text: 'Check-in automático, despacho de bagagem e Biomig.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Dora',
              text: 'A assistente virtual do aeroporto no WhatsApp.',
              href: '/dora',
            },
            {
              title: 'Informação em tempo real',
              text: 'Filas, estacionamentos e distâncias.',
              href: '/informacion-en-tiempo-real',
            },
          ],
        },
      ],
    },
  },
});
