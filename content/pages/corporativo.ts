import { definePage } from '@/content/schemas';

export default definePage({
  path: '/corporativo',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Corporativo',
      description:
        'Quiénes operan el Aeropuerto El Dorado, nuestro compromiso, reconocimientos, oportunidades de trabajo e información para aliados.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Aeropuerto Internacional El Dorado es el principal aeropuerto de Colombia. Lo opera en concesión un operador privado bajo la supervisión de la Agencia Nacional de Infraestructura (<abbr title="Agencia Nacional de Infraestructura">ANI</abbr>) y la Aeronáutica Civil, que además presta los servicios de navegación aérea.</p>',
        },
        {
          type: 'cards',
          title: 'Conoce más',
          items: [
            {
              title: 'Nuestro compromiso',
              text: 'Servicio, seguridad operacional y respeto por el entorno.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Reconocimientos',
              text: 'Premios y certificaciones que ha recibido el aeropuerto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Trabaja con nosotros',
              text: 'Vacantes y cómo postularte.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'El Dorado Sostenible',
              text: 'Agua, energía, residuos, clima y biodiversidad.',
              href: '/eldorado-sostenible',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Información oficial',
          items: [
            {
              title: 'Comunicados',
              text: 'Tasa aeroportuaria, estadísticas y términos y condiciones.',
              href: '/comunicados',
            },
            {
              title: 'Sala de prensa',
              text: 'Noticias del aeropuerto en El Dorado Informa.',
              href: '/eldorado-informa',
            },
            { title: 'Documentos', text: 'Guías y políticas del aeropuerto en PDF.', href: '/pdf' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Protección de datos personales',
          html: '<p>Tratamos los datos personales conforme a la {{dataProtectionLaw}}. Los conservamos hasta la terminación del contrato de concesión y puedes pedir su eliminación en <a href="/eliminacion-datos">eliminación de datos</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Corporate',
      description:
        'Who runs El Dorado Airport, our commitment, awards, job opportunities and information for partners.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado International Airport is Colombia’s main airport. A private operator runs it under a concession supervised by the National Infrastructure Agency (<abbr title="Agencia Nacional de Infraestructura">ANI</abbr>) and the Civil Aviation Authority (Aerocivil), which also provides air navigation services.</p>',
        },
        {
          type: 'cards',
          title: 'Find out more',
          items: [
            {
              title: 'Our commitment',
              text: 'Service, operational safety and care for the environment.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Awards',
              text: 'Prizes and certifications the airport has received.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Work with us',
              text: 'Vacancies and how to apply.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'El Dorado Sostenible',
              text: 'Water, energy, waste, climate and biodiversity.',
              href: '/eldorado-sostenible',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Official information',
          items: [
            { title: 'Announcements', text: 'Airport tax, statistics and terms and conditions.', href: '/comunicados' },
            { title: 'Newsroom', text: 'Airport news in El Dorado Informa.', href: '/eldorado-informa' },
            { title: 'Documents', text: 'Airport guides and policies in PDF.', href: '/pdf' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Personal data protection',
          html: '<p>We process personal data under Colombian law ({{dataProtectionLaw}}). We keep it until the concession contract ends, and you can ask for its deletion on <a href="/eliminacion-datos">data deletion</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Entreprise',
      description:
        'Qui exploite l’aéroport El Dorado, notre engagement, nos distinctions, les offres d’emploi et l’information pour les partenaires.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’aéroport international El Dorado est le principal aéroport de Colombie. Il est exploité en concession par un opérateur privé sous la supervision de l’Agence nationale des infrastructures (<abbr title="Agencia Nacional de Infraestructura">ANI</abbr>) et de l’aviation civile (Aerocivil), qui assure aussi la navigation aérienne.</p>',
        },
        {
          type: 'cards',
          title: 'En savoir plus',
          items: [
            {
              title: 'Notre engagement',
              text: 'Service, sécurité opérationnelle et respect de l’environnement.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Distinctions',
              text: 'Prix et certifications reçus par l’aéroport.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Travailler avec nous',
              text: 'Offres d’emploi et candidature.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'El Dorado Sostenible',
              text: 'Eau, énergie, déchets, climat et biodiversité.',
              href: '/eldorado-sostenible',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Informations officielles',
          items: [
            {
              title: 'Communiqués',
              text: 'Taxe aéroportuaire, statistiques et conditions générales.',
              href: '/comunicados',
            },
            {
              title: 'Salle de presse',
              text: 'Actualités de l’aéroport dans El Dorado Informa.',
              href: '/eldorado-informa',
            },
            { title: 'Documents', text: 'Guides et politiques de l’aéroport en PDF.', href: '/pdf' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Protection des données personnelles',
          html: '<p>Nous traitons les données personnelles selon la loi colombienne ({{dataProtectionLaw}}). Elles sont conservées jusqu’à la fin du contrat de concession ; vous pouvez demander leur suppression sur <a href="/eliminacion-datos">suppression des données</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Corporativo',
      description:
        'Quem opera o Aeroporto El Dorado, nosso compromisso, prêmios, oportunidades de trabalho e informações para parceiros.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O Aeroporto Internacional El Dorado é o principal aeroporto da Colômbia. É operado em concessão por um operador privado, sob a supervisão da Agência Nacional de Infraestrutura (<abbr title="Agencia Nacional de Infraestructura">ANI</abbr>) e da Aeronáutica Civil (Aerocivil), que também presta os serviços de navegação aérea.</p>',
        },
        {
          type: 'cards',
          title: 'Saiba mais',
          items: [
            {
              title: 'Nosso compromisso',
              text: 'Serviço, segurança operacional e respeito ao meio ambiente.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Prêmios',
              text: 'Prêmios e certificações recebidos pelo aeroporto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Trabalhe conosco',
              text: 'Vagas e como se candidatar.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'El Dorado Sostenible',
              text: 'Água, energia, resíduos, clima e biodiversidade.',
              href: '/eldorado-sostenible',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Informação oficial',
          items: [
            {
              title: 'Comunicados',
              text: 'Taxa aeroportuária, estatísticas e termos e condições.',
              href: '/comunicados',
            },
            {
              title: 'Sala de imprensa',
              text: 'Notícias do aeroporto no El Dorado Informa.',
              href: '/eldorado-informa',
            },
            { title: 'Documentos', text: 'Guias e políticas do aeroporto em PDF.', href: '/pdf' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Proteção de dados pessoais',
          html: '<p>Tratamos os dados pessoais conforme a lei colombiana ({{dataProtectionLaw}}). Nós os guardamos até o término do contrato de concessão, e você pode pedir a exclusão em <a href="/eliminacion-datos">exclusão de dados</a>.</p>',
        },
      ],
    },
  },
});
