import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/politicas-eldorado-sostenible',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Políticas de El Dorado Sostenible',
      description:
        'Los compromisos ambientales y sociales que orientan la operación de El Dorado y que se exigen también a contratistas y arrendatarios.',
      blocks: [
        {
          type: 'richText',
          html: '<p>La política de sostenibilidad del aeropuerto resume lo que <strong>OPAIN S.A.</strong> se compromete a hacer en su operación, sus obras y su relación con el entorno. Aplica a sus empleados y se traslada, mediante contratos y reglamentos, a contratistas, arrendatarios y operadores que trabajan en El Dorado.</p>',
        },
        {
          type: 'accordion',
          title: 'Compromisos principales',
          items: [
            {
              question: 'Cumplir la ley y la licencia ambiental',
              answerHtml:
                '<p>Cumplir la normativa ambiental y aeronáutica aplicable y las obligaciones de la licencia ambiental, y rendir cuentas a las <a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">autoridades</a>.</p>',
            },
            {
              question: 'Prevenir la contaminación',
              answerHtml:
                '<p>Evitar derrames, vertimientos y emisiones, y gestionar los residuos y los <a href="/eldorado-sostenible/servicios/matpel">materiales peligrosos</a> de forma segura.</p>',
            },
            {
              question: 'Usar los recursos con eficiencia',
              answerHtml:
                '<p>Reducir el consumo de <a href="/eldorado-sostenible/servicios/agua">agua</a> y energía por pasajero, y aumentar el aprovechamiento de materiales.</p>',
            },
            {
              question: 'Actuar frente al cambio climático',
              answerHtml:
                '<p>Medir, reducir, adaptarse y compensar, con metas verificadas por terceros (<a href="/eldorado-sostenible/servicios/cambio-climatico">cambio climático</a>).</p>',
            },
            {
              question: 'Proteger la biodiversidad con seguridad operacional',
              answerHtml:
                '<p>Cuidar el arbolado, los humedales y la fauna del entorno sin comprometer la seguridad de los vuelos (<a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>).</p>',
            },
            {
              question: 'Ser buen vecino y mejorar siempre',
              answerHtml:
                '<p>Mantener el diálogo con las comunidades de la zona de influencia (<a href="/servicios/impacto-social">impacto social</a>), capacitar a la comunidad aeroportuaria y revisar cada año metas y resultados para mejorar de forma continua.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Si necesita el texto completo y vigente de la política, por ejemplo para un proceso de contratación o una auditoría, solicítelo por el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: '¿Qué es El Dorado Sostenible?',
              text: 'Los frentes del programa y cómo se organiza.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
            },
            {
              title: 'Nuestro compromiso',
              text: 'Los compromisos corporativos del aeropuerto con pasajeros y vecinos.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
          ],
        },
      ],
    },
    en: {
      title: 'El Dorado Sostenible policies',
      description:
        'The environmental and social commitments that guide El Dorado’s operation and are also required of contractors and tenants.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The airport’s sustainability policy sums up what <strong>OPAIN S.A.</strong> commits to in its operations, its building works and its relationship with its surroundings. It applies to its employees and is passed on, through contracts and regulations, to the contractors, tenants and operators working at El Dorado.</p>',
        },
        {
          type: 'accordion',
          title: 'Main commitments',
          items: [
            {
              question: 'Comply with the law and the environmental licence',
              answerHtml:
                '<p>Comply with the applicable environmental and aviation regulations and the obligations of the environmental licence, and report to the <a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">authorities</a>.</p>',
            },
            {
              question: 'Prevent pollution',
              answerHtml:
                '<p>Avoid spills, discharges and emissions, and manage waste and <a href="/eldorado-sostenible/servicios/matpel">hazardous materials</a> safely.</p>',
            },
            {
              question: 'Use resources efficiently',
              answerHtml:
                '<p>Reduce <a href="/eldorado-sostenible/servicios/agua">water</a> and energy use per passenger, and increase material recovery.</p>',
            },
            {
              question: 'Act on climate change',
              answerHtml:
                '<p>Measure, reduce, adapt and offset, with targets verified by third parties (<a href="/eldorado-sostenible/servicios/cambio-climatico">climate change</a>).</p>',
            },
            {
              question: 'Protect biodiversity while keeping operations safe',
              answerHtml:
                '<p>Care for the trees, wetlands and wildlife around the airport without compromising flight safety (<a href="/eldorado-sostenible/servicios/silvicultura">urban forestry</a>).</p>',
            },
            {
              question: 'Be a good neighbour and keep improving',
              answerHtml:
                '<p>Maintain dialogue with the communities around the airport (<a href="/servicios/impacto-social">social impact</a>), train the airport community and review targets and results every year to improve continuously.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>If you need the full, current text of the policy, for example for a procurement process or an audit, request it through the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'What is El Dorado Sostenible?',
              text: 'The programme’s areas and how it is organised.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
            },
            {
              title: 'Our commitment',
              text: 'The airport’s corporate commitments to passengers and neighbours.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Politiques d’El Dorado Sostenible',
      description:
        'Les engagements environnementaux et sociaux qui guident l’exploitation d’El Dorado et sont aussi exigés des prestataires et des locataires.',
      blocks: [
        {
          type: 'richText',
          html: '<p>La politique de durabilité de l’aéroport résume ce à quoi <strong>OPAIN S.A.</strong> s’engage dans son exploitation, ses travaux et ses relations avec son environnement. Elle s’applique à ses salariés et se transmet, par les contrats et les règlements, aux prestataires, locataires et opérateurs qui travaillent à El Dorado.</p>',
        },
        {
          type: 'accordion',
          title: 'Principaux engagements',
          items: [
            {
              question: 'Respecter la loi et le permis environnemental',
              answerHtml:
                '<p>Respecter la réglementation environnementale et aéronautique applicable et les obligations du permis environnemental, et rendre compte aux <a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">autorités</a>.</p>',
            },
            {
              question: 'Prévenir la pollution',
              answerHtml:
                '<p>Éviter déversements, rejets et émissions, et gérer en sécurité les déchets et les <a href="/eldorado-sostenible/servicios/matpel">matières dangereuses</a>.</p>',
            },
            {
              question: 'Utiliser les ressources avec efficacité',
              answerHtml:
                '<p>Réduire la consommation d’<a href="/eldorado-sostenible/servicios/agua">eau</a> et d’énergie par passager, et augmenter la valorisation des matières.</p>',
            },
            {
              question: 'Agir face au changement climatique',
              answerHtml:
                '<p>Mesurer, réduire, s’adapter et compenser, avec des objectifs vérifiés par des tiers (<a href="/eldorado-sostenible/servicios/cambio-climatico">changement climatique</a>).</p>',
            },
            {
              question: 'Protéger la biodiversité en toute sécurité',
              answerHtml:
                '<p>Prendre soin des arbres, des zones humides et de la faune des environs sans compromettre la sécurité des vols (<a href="/eldorado-sostenible/servicios/silvicultura">sylviculture</a>).</p>',
            },
            {
              question: 'Être un bon voisin et s’améliorer sans cesse',
              answerHtml:
                '<p>Dialoguer avec les habitants de la zone d’influence (<a href="/servicios/impacto-social">impact social</a>), former la communauté aéroportuaire et revoir chaque année objectifs et résultats pour progresser en continu.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Si vous avez besoin du texte complet et en vigueur de la politique, par exemple pour un appel d’offres ou un audit, demandez-le via le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Qu’est-ce qu’El Dorado Sostenible ?',
              text: 'Les axes du programme et son organisation.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
            },
            {
              title: 'Notre engagement',
              text: 'Les engagements de l’aéroport envers les passagers et les riverains.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Políticas do El Dorado Sostenible',
      description:
        'Os compromissos ambientais e sociais que orientam a operação do El Dorado e que também são exigidos de empreiteiros e locatários.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A política de sustentabilidade do aeroporto resume o que a <strong>OPAIN S.A.</strong> se compromete a fazer na sua operação, nas suas obras e na relação com o entorno. Ela se aplica aos seus funcionários e é repassada, por meio de contratos e regulamentos, a empreiteiros, locatários e operadores que trabalham no El Dorado.</p>',
        },
        {
          type: 'accordion',
          title: 'Principais compromissos',
          items: [
            {
              question: 'Cumprir a lei e a licença ambiental',
              answerHtml:
                '<p>Cumprir a regulamentação ambiental e aeronáutica aplicável e as obrigações da licença ambiental, e prestar contas às <a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">autoridades</a>.</p>',
            },
            {
              question: 'Prevenir a poluição',
              answerHtml:
                '<p>Evitar derramamentos, lançamentos e emissões, e gerenciar com segurança os resíduos e os <a href="/eldorado-sostenible/servicios/matpel">materiais perigosos</a>.</p>',
            },
            {
              question: 'Usar os recursos com eficiência',
              answerHtml:
                '<p>Reduzir o consumo de <a href="/eldorado-sostenible/servicios/agua">água</a> e energia por passageiro e aumentar o aproveitamento de materiais.</p>',
            },
            {
              question: 'Agir diante da mudança do clima',
              answerHtml:
                '<p>Medir, reduzir, adaptar-se e compensar, com metas verificadas por terceiros (<a href="/eldorado-sostenible/servicios/cambio-climatico">mudança do clima</a>).</p>',
            },
            {
              question: 'Proteger a biodiversidade com segurança operacional',
              answerHtml:
                '<p>Cuidar das árvores, das áreas úmidas e da fauna do entorno sem comprometer a segurança dos voos (<a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>).</p>',
            },
            {
              question: 'Ser um bom vizinho e melhorar sempre',
              answerHtml:
                '<p>Manter o diálogo com as comunidades da área de influência (<a href="/servicios/impacto-social">impacto social</a>), capacitar a comunidade aeroportuária e revisar a cada ano metas e resultados para melhorar continuamente.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Se precisar do texto completo e vigente da política, por exemplo para um processo de contratação ou uma auditoria, solicite pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'O que é o El Dorado Sostenible?',
              text: 'As frentes do programa e como ele se organiza.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
            },
            {
              title: 'Nosso compromisso',
              text: 'Os compromissos corporativos do aeroporto com passageiros e vizinhos.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
          ],
        },
      ],
    },
  },
});
