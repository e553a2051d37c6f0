import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/cambio-climatico',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Cambio climático',
      description:
        'La estrategia climática de El Dorado: medir las emisiones, reducirlas, adaptarse a un clima que cambia y compensar lo que aún no se puede evitar.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Un aeropuerto emite gases de efecto invernadero por la energía que consume, los vehículos y equipos que mueve y los combustibles que quema, y contribuye a las emisiones de aviones, empresas y pasajeros que lo usan. El Dorado aborda el cambio climático en cuatro pasos que se refuerzan entre sí: <strong>medir, reducir, adaptarse y compensar</strong>.</p>',
        },
        {
          type: 'cards',
          title: 'Las cuatro líneas',
          items: [
            {
              title: 'Inventario de gases de efecto invernadero',
              text: 'Qué se mide, con qué estándar y qué incluye cada alcance (1, 2 y 3).',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
              linkLabel: 'Ver inventario',
            },
            {
              title: 'Mitigación',
              text: 'Eficiencia energética, energía renovable, vehículos eléctricos y menos uso de motores auxiliares de los aviones.',
              href: '/eldorado-sostenible/servicios/mitigacion',
              linkLabel: 'Ver mitigación',
            },
            {
              title: 'Adaptación',
              text: 'Preparación ante lluvias intensas, inundaciones, granizo y niebla.',
              href: '/eldorado-sostenible/servicios/adaptacion',
              linkLabel: 'Ver adaptación',
            },
            {
              title: 'Compensación',
              text: 'Créditos de carbono certificados y siembra de árboles para las emisiones que aún no se pueden evitar.',
              href: '/eldorado-sostenible/servicios/compensacion',
              linkLabel: 'Ver compensación',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Acreditación de carbono para aeropuertos</h3><p>El Dorado participa en <strong>Airport Carbon Accreditation</strong>, el programa del Airports Council International (ACI) que evalúa y reconoce, mediante verificación independiente, la gestión de emisiones de los aeropuertos. El programa tiene niveles sucesivos: desde medir la huella de carbono hasta reducirla, involucrar a terceros, neutralizar las emisiones propias y transformarse hacia cero emisiones netas. El nivel vigente del aeropuerto se publica en <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">reconocimientos y certificaciones</a>.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Su viaje también cuenta',
          html: '<ul><li>Llegue en <a href="/transporte/como-llegar-al-aeropuerto">TransMilenio, SITP o carro compartido</a>: el transporte terrestre de los pasajeros hace parte de las emisiones del alcance 3.</li><li>Viaje con equipaje ligero: menos peso a bordo significa menos combustible.</li><li>Pregunte a su aerolínea si ofrece compensar las emisiones de su vuelo.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Preguntas sobre la estrategia climática',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'Climate change',
      description:
        'El Dorado’s climate strategy: measure emissions, reduce them, adapt to a changing climate and offset what cannot yet be avoided.',
      blocks: [
        {
          type: 'richText',
          html: '<p>An airport emits greenhouse gases through the energy it uses, the vehicles and equipment it runs and the fuels it burns, and it contributes to the emissions of the aircraft, companies and passengers that use it. El Dorado tackles climate change in four mutually reinforcing steps: <strong>measure, reduce, adapt and offset</strong>.</p>',
        },
        {
          type: 'cards',
          title: 'The four lines of action',
          items: [
            {
              title: 'Greenhouse gas inventory',
              text: 'What is measured, with which methodology and what each scope (1, 2 and 3) includes.',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
              linkLabel: 'See the inventory',
            },
            {
              title: 'Mitigation',
              text: 'Energy efficiency, renewable energy, electric vehicles and less use of aircraft auxiliary engines.',
              href: '/eldorado-sostenible/servicios/mitigacion',
              linkLabel: 'See mitigation',
            },
            {
              title: 'Adaptation',
              text: 'Preparing for heavy rain, flooding, hail and fog.',
              href: '/eldorado-sostenible/servicios/adaptacion',
              linkLabel: 'See adaptation',
            },
            {
              title: 'Offsetting',
              text: 'Certified carbon credits and tree planting for the emissions that cannot yet be avoided.',
              href: '/eldorado-sostenible/servicios/compensacion',
              linkLabel: 'See offsetting',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Airport Carbon Accreditation</h3><p>El Dorado takes part in <strong>Airport Carbon Accreditation</strong>, the Airports Council International (ACI) programme that assesses and recognises, through independent verification, how airports manage their emissions. The programme has successive levels: from mapping the carbon footprint to reducing it, engaging third parties, neutralising the airport’s own emissions and transforming towards net zero. The airport’s current level is published under <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">awards and certifications</a>.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Your trip counts too',
          html: '<ul><li>Come by <a href="/transporte/como-llegar-al-aeropuerto">TransMilenio, SITP buses or a shared car</a>: passengers’ ground transport is part of the scope 3 emissions.</li><li>Travel light: less weight on board means less fuel.</li><li>Ask your airline whether it offers to offset your flight’s emissions.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Questions about the climate strategy',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Changement climatique',
      description:
        'La stratégie climat d’El Dorado : mesurer les émissions, les réduire, s’adapter à un climat qui change et compenser ce qui ne peut pas encore être évité.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Un aéroport émet des gaz à effet de serre par l’énergie qu’il consomme, les véhicules et engins qu’il fait circuler et les carburants qu’il brûle ; il contribue aussi aux émissions des avions, des entreprises et des passagers qui l’utilisent. El Dorado aborde le changement climatique en quatre étapes complémentaires : <strong>mesurer, réduire, s’adapter et compenser</strong>.</p>',
        },
        {
          type: 'cards',
          title: 'Les quatre axes',
          items: [
            {
              title: 'Inventaire des gaz à effet de serre',
              text: 'Ce qui est mesuré, selon quelle méthode et ce que couvre chaque périmètre (scopes 1, 2 et 3).',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
              linkLabel: 'Voir l’inventaire',
            },
            {
              title: 'Atténuation',
              text: 'Efficacité énergétique, énergies renouvelables, véhicules électriques et moindre recours aux moteurs auxiliaires des avions.',
              href: '/eldorado-sostenible/servicios/mitigacion',
              linkLabel: 'Voir l’atténuation',
            },
            {
              title: 'Adaptation',
              text: 'Se préparer aux fortes pluies, inondations, grêle et brouillard.',
              href: '/eldorado-sostenible/servicios/adaptacion',
              linkLabel: 'Voir l’adaptation',
            },
            {
              title: 'Compensation',
              text: 'Crédits carbone certifiés et plantation d’arbres pour les émissions qui ne peuvent pas encore être évitées.',
              href: '/eldorado-sostenible/servicios/compensacion',
              linkLabel: 'Voir la compensation',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Accréditation carbone des aéroports</h3><p>El Dorado participe à <strong>Airport Carbon Accreditation</strong>, le programme de l’Airports Council International (ACI) qui évalue et reconnaît, par une vérification indépendante, la gestion des émissions des aéroports. Le programme comporte des niveaux successifs : de la cartographie de l’empreinte carbone à sa réduction, à l’implication des tiers, à la neutralisation des émissions propres de l’aéroport et à la transformation vers la neutralité nette. Le niveau actuel de l’aéroport est publié dans <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">distinctions et certifications</a>.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Votre voyage compte aussi',
          html: '<ul><li>Venez en <a href="/transporte/como-llegar-al-aeropuerto">TransMilenio, bus SITP ou covoiturage</a> : le transport terrestre des passagers fait partie des émissions du scope 3.</li><li>Voyagez léger : moins de poids à bord, c’est moins de carburant.</li><li>Demandez à votre compagnie aérienne si elle propose de compenser les émissions de votre vol.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Questions sur la stratégie climat',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Mudança do clima',
      description:
        'A estratégia climática do El Dorado: medir as emissões, reduzi-las, adaptar-se a um clima que muda e compensar o que ainda não pode ser evitado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Um aeroporto emite gases de efeito estufa pela energia que consome, pelos veículos e equipamentos que opera e pelos combustíveis que queima, e contribui para as emissões das aeronaves, empresas e passageiros que o utilizam. O El Dorado enfrenta a mudança do clima em quatro passos que se reforçam: <strong>medir, reduzir, adaptar-se e compensar</strong>.</p>',
        },
        {
          type: 'cards',
          title: 'As quatro linhas',
          items: [
            {
              title: 'Inventário de gases de efeito estufa',
              text: 'O que é medido, com qual padrão e o que inclui cada escopo (1, 2 e 3).',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
              linkLabel: 'Ver inventário',
            },
            {
              title: 'Mitigação',
              text: 'Eficiência energética, energia renovável, veículos elétricos e menor uso dos motores auxiliares das aeronaves.',
              href: '/eldorado-sostenible/servicios/mitigacion',
              linkLabel: 'Ver mitigação',
            },
            {
              title: 'Adaptação',
              text: 'Preparação para chuvas intensas, alagamentos, granizo e neblina.',
              href: '/eldorado-sostenible/servicios/adaptacion',
              linkLabel: 'Ver adaptação',
            },
            {
              title: 'Compensação',
              text: 'Créditos de carbono certificados e plantio de árvores para as emissões que ainda não podem ser evitadas.',
              href: '/eldorado-sostenible/servicios/compensacion',
              linkLabel: 'Ver compensação',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Acreditação de carbono para aeroportos</h3><p>O El Dorado participa do <strong>Airport Carbon Accreditation</strong>, o programa do Airports Council International (ACI) que avalia e reconhece, por meio de verificação independente, a gestão de emissões dos aeroportos. O programa tem níveis sucessivos: desde mapear a pegada de carbono até reduzi-la, engajar terceiros, neutralizar as emissões próprias e se transformar rumo às emissões líquidas zero. O nível vigente do aeroporto é publicado em <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">reconhecimentos e certificações</a>.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Sua viagem também conta',
          html: '<ul><li>Chegue de <a href="/transporte/como-llegar-al-aeropuerto">TransMilenio, ônibus do SITP ou carona</a>: o transporte terrestre dos passageiros faz parte das emissões de escopo 3.</li><li>Viaje com pouca bagagem: menos peso a bordo significa menos combustível.</li><li>Pergunte à sua companhia aérea se ela oferece a compensação das emissões do seu voo.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Dúvidas sobre a estratégia climática',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
