import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/banos-para-mascotas',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Baños para mascotas',
      description:
        'Zonas sanitarias para perros y gatos en las terminales de El Dorado, reglas de uso y documentos para viajar con su mascota.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Las Terminales 1 y 2 cuentan con <strong>baños para mascotas</strong>: espacios señalizados donde su perro o su gato puede hacer sus necesidades antes de un vuelo largo o al aterrizar. También los pueden usar los perros guía y de asistencia.</p>
<p>El servicio es gratuito y está disponible durante la operación del aeropuerto. Ubique el más cercano en los <a href="/mapas">mapas</a> o pregunte en un punto de información; si ya pasó el filtro de seguridad, consulte si hay uno en su muelle.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo usarlos',
          items: [
            {
              title: 'Lleve a su mascota con correa o en su guacal',
              text: 'Dentro de la terminal los animales deben ir con correa corta o dentro de su guacal o maletín de transporte.',
            },
            {
              title: 'Recoja los desechos',
              text: 'Use bolsas y deposítelas en las canecas del baño. Deje el espacio limpio para el siguiente pasajero.',
            },
            {
              title: 'Lávese las manos',
              text: 'Antes de volver a la sala, lávese las manos o use gel antibacterial.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Documentos para viajar con su mascota',
          html: `<p><strong>Vuelos nacionales:</strong> no necesita certificado del ICA; cumpla los requisitos de su aerolínea (guacal, carné de vacunas y peso máximo en cabina). <strong>Vuelos internacionales:</strong> necesita el Certificado de Inspección Sanitaria del ICA y los requisitos del país de destino; tramítelo con anticipación. Detalles en <a href="/servicios/mascotas">viajar con mascotas</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Mi mascota puede caminar suelta por la terminal?',
              answerHtml: `<p>No. Por su seguridad y la de los demás pasajeros, debe ir con correa o en su guacal en cualquier área del aeropuerto.</p>`,
            },
            {
              question: '¿Puedo darle agua o comida antes del vuelo?',
              answerHtml: `<p>Sí, con moderación. Siga las recomendaciones de su veterinario y de la aerolínea sobre el ayuno antes de volar, en especial si viaja en bodega.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Viajar con mascotas',
              text: 'Requisitos del ICA, de las aerolíneas y de los países de destino.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Entidades aeroportuarias',
              text: 'Dónde encontrar al ICA y a las demás autoridades en el aeropuerto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Mapas',
              text: 'Baños para mascotas y demás servicios por terminal y piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Pet relief areas',
      description:
        'Relief areas for dogs and cats in the El Dorado terminals, rules of use and the documents you need to travel with your pet.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Terminals 1 and 2 have <strong>pet relief areas</strong>: signposted spaces where your dog or cat can relieve itself before a long flight or after landing. Guide and assistance dogs can use them too.</p>
<p>They are free and open while the airport operates. Find the nearest one on the <a href="/mapas">maps</a> or ask at an information point; if you have already gone through security, ask whether there is one on your pier.</p>`,
        },
        {
          type: 'steps',
          title: 'How to use them',
          items: [
            {
              title: 'Keep your pet on a lead or in its carrier',
              text: 'Inside the terminal, animals must be on a short lead or inside their crate or travel bag.',
            },
            {
              title: 'Clean up after your pet',
              text: 'Use bags and put them in the bins provided. Leave the area clean for the next passenger.',
            },
            {
              title: 'Wash your hands',
              text: 'Before going back to the gate area, wash your hands or use hand sanitiser.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Documents for travelling with your pet',
          html: `<p><strong>Domestic flights:</strong> no ICA certificate is needed; meet your airline’s requirements (carrier, vaccination record and maximum weight in the cabin). <strong>International flights:</strong> you need ICA’s health inspection certificate and the destination country’s requirements; apply well in advance. Details on <a href="/servicios/mascotas">travelling with pets</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can my pet walk around the terminal off the lead?',
              answerHtml: `<p>No. For its safety and that of other passengers, it must be on a lead or in its carrier in every area of the airport.</p>`,
            },
            {
              question: 'Can I give my pet water or food before the flight?',
              answerHtml: `<p>Yes, in moderation. Follow your vet’s and the airline’s advice on fasting before the flight, especially if your pet travels in the hold.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'Travelling with pets',
              text: 'Requirements of ICA, airlines and destination countries.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Airport authorities',
              text: 'Where to find ICA and the other authorities at the airport.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Maps',
              text: 'Pet relief areas and other services by terminal and floor.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Espaces sanitaires pour animaux',
      description:
        "Espaces sanitaires pour chiens et chats dans les terminaux d'El Dorado, règles d'utilisation et documents pour voyager avec votre animal.",
      blocks: [
        {
          type: 'richText',
          html: `<p>Les Terminaux 1 et 2 disposent d'<strong>espaces sanitaires pour animaux</strong> : des zones signalées où votre chien ou votre chat peut faire ses besoins avant un long vol ou à l'arrivée. Les chiens guides et d'assistance peuvent aussi les utiliser.</p>
<p>Ils sont gratuits et accessibles pendant les heures d'exploitation de l'aéroport. Repérez le plus proche sur les <a href="/mapas">plans</a> ou renseignez-vous à un point d'information ; si vous avez déjà passé le contrôle de sûreté, demandez s'il y en a un sur votre jetée.</p>`,
        },
        {
          type: 'steps',
          title: 'Comment les utiliser',
          items: [
            {
              title: 'Gardez votre animal en laisse ou dans sa caisse',
              text: 'Dans le terminal, les animaux doivent être tenus en laisse courte ou rester dans leur caisse ou leur sac de transport.',
            },
            {
              title: 'Ramassez les déjections',
              text: "Utilisez des sacs et jetez-les dans les poubelles prévues. Laissez l'espace propre pour le passager suivant.",
            },
            {
              title: 'Lavez-vous les mains',
              text: "Avant de retourner en salle d'embarquement, lavez-vous les mains ou utilisez du gel hydroalcoolique.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Documents pour voyager avec votre animal',
          html: `<p><strong>Vols nationaux :</strong> aucun certificat de l'ICA n'est requis ; respectez les exigences de votre compagnie (caisse, carnet de vaccination et poids maximal en cabine). <strong>Vols internationaux :</strong> il faut le certificat d'inspection sanitaire de l'ICA et remplir les conditions du pays de destination ; faites la démarche longtemps à l'avance. Détails sur la page <a href="/servicios/mascotas">voyager avec un animal</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Mon animal peut-il circuler librement dans le terminal ?',
              answerHtml: `<p>Non. Pour sa sécurité et celle des autres passagers, il doit être tenu en laisse ou rester dans sa caisse dans toutes les zones de l'aéroport.</p>`,
            },
            {
              question: 'Puis-je lui donner à boire ou à manger avant le vol ?',
              answerHtml: `<p>Oui, avec modération. Suivez les conseils de votre vétérinaire et de la compagnie sur le jeûne avant le vol, surtout s'il voyage en soute.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Voyager avec un animal',
              text: "Exigences de l'ICA, des compagnies et des pays de destination.",
              href: '/servicios/mascotas',
            },
            {
              title: 'Autorités aéroportuaires',
              text: "Où trouver l'ICA et les autres autorités à l'aéroport.",
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Plans',
              text: 'Espaces pour animaux et autres services par terminal et par niveau.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Banheiros para pets',
      description:
        'Áreas sanitárias para cães e gatos nos terminais do El Dorado, regras de uso e documentos para viajar com seu animal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Os Terminais 1 e 2 têm <strong>banheiros para pets</strong>: espaços sinalizados onde seu cão ou gato pode fazer as necessidades antes de um voo longo ou depois do pouso. Cães-guia e de assistência também podem usá-los.</p>
<p>O serviço é gratuito e fica disponível durante a operação do aeroporto. Encontre o mais próximo nos <a href="/mapas">mapas</a> ou pergunte em um ponto de informações; se você já passou pela inspeção de segurança, pergunte se há um no seu píer.</p>`,
        },
        {
          type: 'steps',
          title: 'Como usar',
          items: [
            {
              title: 'Leve seu animal na guia ou na caixa de transporte',
              text: 'Dentro do terminal, os animais devem estar com guia curta ou dentro da caixa ou bolsa de transporte.',
            },
            {
              title: 'Recolha os dejetos',
              text: 'Use saquinhos e jogue-os nas lixeiras do local. Deixe o espaço limpo para o próximo passageiro.',
            },
            {
              title: 'Lave as mãos',
              text: 'Antes de voltar à sala de embarque, lave as mãos ou use álcool em gel.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Documentos para viajar com seu animal',
          html: `<p><strong>Voos nacionais:</strong> não é preciso certificado do ICA; cumpra os requisitos da companhia aérea (caixa de transporte, carteira de vacinação e peso máximo na cabine). <strong>Voos internacionais:</strong> é preciso o Certificado de Inspeção Sanitária do ICA e os requisitos do país de destino; providencie com antecedência. Detalhes em <a href="/servicios/mascotas">viajar com animais</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Meu animal pode andar solto pelo terminal?',
              answerHtml: `<p>Não. Para a segurança dele e dos demais passageiros, ele deve estar na guia ou na caixa de transporte em qualquer área do aeroporto.</p>`,
            },
            {
              question: 'Posso dar água ou comida antes do voo?',
              answerHtml: `<p>Sim, com moderação. Siga as orientações do veterinário e da companhia sobre o jejum antes do voo, principalmente se ele viajar no porão.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Viajar com animais',
              text: 'Requisitos do ICA, das companhias aéreas e dos países de destino.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Órgãos do aeroporto',
              text: 'Onde encontrar o ICA e as demais autoridades no aeroporto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Mapas',
              text: 'Banheiros para pets e outros serviços por terminal e piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
  },
});
