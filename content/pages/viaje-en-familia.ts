import { definePage } from '@/content/schemas';

export default definePage({
  path: '/viaje-en-familia',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Viaje en familia',
      description:
        'Documentos y permisos para viajar con niños, coches de bebé, salas de lactancia, zonas de juego y asistencia en El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Viajar con niños pide un poco más de preparación. Aquí tienes lo que necesitas saber antes de salir de casa y lo que encontrarás en el aeropuerto para que el viaje sea tranquilo para todos.</p>',
        },
        {
          type: 'accordion',
          title: 'Documentos de los menores',
          items: [
            {
              question: '¿Qué documento necesita un niño en vuelos nacionales?',
              answerHtml:
                '<p>Los menores colombianos viajan con su registro civil de nacimiento o tarjeta de identidad (desde los 7 años). Algunas aerolíneas piden el registro civil para verificar el parentesco: llévalo siempre.</p>',
            },
            {
              question: '¿Qué se necesita para salir del país con un menor?',
              answerHtml:
                '<p>Pasaporte vigente del menor y registro civil de nacimiento. Si viaja con uno solo de sus padres, con terceros o solo, necesita el permiso de salida del padre o madre que no viaja, autenticado ante notario. Consulta los requisitos vigentes en <a href="https://www.migracioncolombia.gov.co">Migración Colombia</a>.</p>',
            },
            {
              question: '¿Los menores extranjeros residentes en Colombia también necesitan permiso?',
              answerHtml:
                '<p>Sí, si residen en Colombia aplica el mismo permiso de salida. Los turistas extranjeros menores de edad siguen las reglas de su país y de su aerolínea.</p>',
            },
          ],
        },
        {
          type: 'cards',
          title: 'En el aeropuerto',
          items: [
            {
              title: 'Salas de lactancia',
              text: 'Espacios privados para amamantar y cambiar pañales en la zona pública y en los muelles.',
              href: '/mapas',
            },
            {
              title: 'Zonas de juego',
              text: 'Áreas infantiles en el muelle internacional y en la zona de salas nacionales.',
              href: '/mapas',
            },
            {
              title: 'Dónde comer',
              text: 'Menús infantiles en las plazoletas de comidas y restaurantes.',
              href: '/establecimientos/restaurantes',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Coches de bebé y sillas',
          items: [
            {
              title: 'Llévalo hasta la puerta de abordaje',
              text: 'La mayoría de aerolíneas permiten usar el coche hasta el avión y lo entregan a la llegada.',
            },
            {
              title: 'Pásalo por el filtro',
              text: 'En el filtro de seguridad el coche se pliega y pasa por la máquina de rayos X.',
            },
            {
              title: 'Pregunta por la fila preferencial',
              text: 'Familias con bebés de brazos pueden usar la fila preferencial en filtros y Migración.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Leche y comida para bebés',
          html: '<p>La leche, los jugos y los alimentos para bebés se permiten en la cantidad necesaria para el viaje, aunque superen los {{liquidContainerMl}} ml. Preséntalos aparte en el filtro.</p>',
        },
        {
          type: 'contact',
          title: 'Si un niño se pierde',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Acércate al personal de seguridad o al punto de información más cercano; Dora responde 24/7.',
        },
      ],
    },
    en: {
      title: 'Family travel',
      description:
        'Documents and permits for travelling with children, pushchairs, nursing rooms, play areas and assistance at El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Travelling with children takes a little more preparation. Here is what to know before you leave home and what you will find at the airport so the trip is easy for everyone.</p>',
        },
        {
          type: 'accordion',
          title: 'Children’s documents',
          items: [
            {
              question: 'Which document does a child need on domestic flights?',
              answerHtml:
                '<p>Colombian minors travel with their birth certificate (registro civil) or identity card (from age 7). Some airlines ask for the birth certificate to check the relationship: always carry it.</p>',
            },
            {
              question: 'What is needed to leave the country with a minor?',
              answerHtml:
                '<p>The child’s valid passport and birth certificate. If the child travels with only one parent, with others or alone, the parent who is not travelling must sign an exit permit certified by a notary. Check the current requirements with <a href="https://www.migracioncolombia.gov.co">Migración Colombia</a>.</p>',
            },
            {
              question: 'Do foreign minors living in Colombia also need a permit?',
              answerHtml:
                '<p>Yes, residents in Colombia need the same exit permit. Foreign tourists under 18 follow the rules of their country and airline.</p>',
            },
          ],
        },
        {
          type: 'cards',
          title: 'At the airport',
          items: [
            {
              title: 'Nursing rooms',
              text: 'Private spaces for breastfeeding and nappy changing in the public area and on the piers.',
              href: '/mapas',
            },
            {
              title: 'Play areas',
              text: 'Children’s areas on the international pier and in the domestic gate area.',
              href: '/mapas',
            },
            {
              title: 'Where to eat',
              text: 'Children’s menus in the food courts and restaurants.',
              href: '/establecimientos/restaurantes',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Pushchairs and car seats',
          items: [
            {
              title: 'Take it to the gate',
              text: 'Most airlines let you use the pushchair up to the aircraft and return it on arrival.',
            },
            {
              title: 'Put it through security',
              text: 'At security the pushchair is folded and goes through the X-ray machine.',
            },
            {
              title: 'Ask for the priority lane',
              text: 'Families with babies in arms can use the priority lane at security and immigration.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Milk and baby food',
          html: '<p>Milk, juice and baby food are allowed in the quantity needed for the trip, even above {{liquidContainerMl}} ml. Show them separately at security.</p>',
        },
        {
          type: 'contact',
          title: 'If a child gets lost',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Go to the security staff or the nearest information desk; Dora answers 24/7.',
        },
      ],
    },
    fr: {
      title: 'Voyager en famille',
      description:
        'Documents et autorisations pour voyager avec des enfants, poussettes, salles d’allaitement, espaces de jeux et assistance à El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Voyager avec des enfants demande un peu plus de préparation. Voici ce qu’il faut savoir avant de partir et ce que vous trouverez à l’aéroport pour un voyage serein.</p>',
        },
        {
          type: 'accordion',
          title: 'Documents des mineurs',
          items: [
            {
              question: 'Quel document faut-il à un enfant sur un vol national ?',
              answerHtml:
                '<p>Les mineurs colombiens voyagent avec leur acte de naissance (registro civil) ou leur carte d’identité (dès 7 ans). Certaines compagnies demandent l’acte de naissance pour vérifier la filiation : emportez-le toujours.</p>',
            },
            {
              question: 'Que faut-il pour quitter le pays avec un mineur ?',
              answerHtml:
                '<p>Le passeport valide de l’enfant et son acte de naissance. S’il voyage avec un seul parent, avec des tiers ou seul, le parent absent doit signer une autorisation de sortie certifiée chez un notaire. Vérifiez les conditions en vigueur auprès de <a href="https://www.migracioncolombia.gov.co">Migración Colombia</a>.</p>',
            },
            {
              question: 'Les mineurs étrangers résidant en Colombie ont-ils besoin d’une autorisation ?',
              answerHtml:
                '<p>Oui, les résidents en Colombie ont besoin de la même autorisation. Les mineurs touristes étrangers suivent les règles de leur pays et de leur compagnie.</p>',
            },
          ],
        },
        {
          type: 'cards',
          title: 'À l’aéroport',
          items: [
            {
              title: 'Salles d’allaitement',
              text: 'Espaces privés pour allaiter et changer bébé en zone publique et sur les jetées.',
              href: '/mapas',
            },
            {
              title: 'Espaces de jeux',
              text: 'Aires pour enfants sur la jetée internationale et dans la zone des portes nationales.',
              href: '/mapas',
            },
            {
              title: 'Où manger',
              text: 'Menus enfants dans les espaces de restauration et restaurants.',
              href: '/establecimientos/restaurantes',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Poussettes et sièges auto',
          items: [
            {
              title: 'Gardez-la jusqu’à la porte',
              text: 'La plupart des compagnies acceptent la poussette jusqu’à l’avion et la rendent à l’arrivée.',
            },
            {
              title: 'Passez-la au contrôle',
              text: 'Au contrôle de sûreté, la poussette est pliée et passe aux rayons X.',
            },
            {
              title: 'Demandez la file prioritaire',
              text: 'Les familles avec bébé peuvent utiliser la file prioritaire aux contrôles et à l’immigration.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Lait et aliments pour bébé',
          html: '<p>Le lait, les jus et les aliments pour bébé sont autorisés dans la quantité nécessaire au voyage, même au-delà de {{liquidContainerMl}} ml. Présentez-les à part au contrôle.</p>',
        },
        {
          type: 'contact',
          title: 'Si un enfant se perd',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Adressez-vous au personnel de sûreté ou au point d’information le plus proche ; Dora répond 24 h/24.',
        },
      ],
    },
    pt: {
      title: 'Viagem em família',
      description:
        'Documentos e autorizações para viajar com crianças, carrinhos de bebê, salas de amamentação, áreas de recreação e assistência no El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Viajar com crianças pede um pouco mais de preparação. Veja o que saber antes de sair de casa e o que você encontra no aeroporto para uma viagem tranquila para todos.</p>',
        },
        {
          type: 'accordion',
          title: 'Documentos dos menores',
          items: [
            {
              question: 'Que documento uma criança precisa em voos nacionais?',
              answerHtml:
                '<p>Menores colombianos viajam com a certidão de nascimento (registro civil) ou carteira de identidade (a partir dos 7 anos). Algumas companhias pedem a certidão para verificar o parentesco: leve-a sempre.</p>',
            },
            {
              question: 'O que é preciso para sair do país com um menor?',
              answerHtml:
                '<p>Passaporte válido e certidão de nascimento da criança. Se ela viaja com apenas um dos pais, com terceiros ou sozinha, o pai ou a mãe que não viaja deve assinar uma autorização de saída reconhecida em cartório. Confira os requisitos vigentes na <a href="https://www.migracioncolombia.gov.co">Migración Colombia</a>.</p>',
            },
            {
              question: 'Menores estrangeiros residentes na Colômbia também precisam de autorização?',
              answerHtml:
                '<p>Sim, residentes na Colômbia precisam da mesma autorização. Menores turistas estrangeiros seguem as regras do seu país e da companhia aérea.</p>',
            },
          ],
        },
        {
          type: 'cards',
          title: 'No aeroporto',
          items: [
            {
              title: 'Salas de amamentação',
              text: 'Espaços privados para amamentar e trocar fraldas na área pública e nos píeres.',
              href: '/mapas',
            },
            {
              title: 'Áreas de recreação',
              text: 'Espaços infantis no píer internacional e na área de embarque nacional.',
              href: '/mapas',
            },
            {
              title: 'Onde comer',
              text: 'Cardápios infantis nas praças de alimentação e restaurantes.',
              href: '/establecimientos/restaurantes',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Carrinhos de bebê e cadeirinhas',
          items: [
            {
              title: 'Leve-o até o portão',
              text: 'A maioria das companhias permite usar o carrinho até o avião e o devolve na chegada.',
            },
            {
              title: 'Passe-o pelo controle',
              text: 'No controle de segurança o carrinho é dobrado e passa pelo raio X.',
            },
            {
              title: 'Peça a fila preferencial',
              text: 'Famílias com bebês de colo podem usar a fila preferencial nos controles e na Migração.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Leite e comida de bebê',
          html: '<p>Leite, sucos e alimentos para bebês são permitidos na quantidade necessária para a viagem, mesmo acima de {{liquidContainerMl}} ml. Apresente-os separadamente no controle.</p>',
        },
        {
          type: 'contact',
          title: 'Se uma criança se perder',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Procure a equipe de segurança ou o ponto de informação mais próximo; a Dora atende 24 horas.',
        },
      ],
    },
  },
});
