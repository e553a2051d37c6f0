import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/coronavirus',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Coronavirus (COVID-19): situación actual',
      description:
        'Situación actual de la COVID-19 para quienes viajan por El Dorado: la emergencia sanitaria terminó y se mantienen recomendaciones generales de salud.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La emergencia sanitaria por la COVID-19 en Colombia terminó en 2022, y en 2023 la Organización Mundial de la Salud dio por finalizada la emergencia de salud pública de importancia internacional. El Dorado opera con normalidad.</p>
<p>Hoy Colombia no exige prueba de COVID-19 ni certificado de vacunación para entrar o salir del país, y el uso de tapabocas en el aeropuerto es voluntario.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Revise los requisitos de su destino',
          html: `<p>Cada país define sus propias condiciones de entrada y pueden cambiar. Antes de viajar, consulte a su aerolínea y a la embajada o la autoridad sanitaria del país de destino.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Qué hago si tengo síntomas respiratorios antes de volar?',
              answerHtml: `<p>Si tiene fiebre o se siente mal, consulte a un médico y considere aplazar el viaje; hable con su aerolínea sobre las opciones de cambio. Si viaja, use tapabocas y lávese las manos con frecuencia.</p>`,
            },
            {
              question: '¿Puedo vacunarme en el aeropuerto?',
              answerHtml: `<p>Consulte las vacunas disponibles para viajeros, sus horarios y requisitos en el <a href="/servicios/punto-de-vacunacion">punto de vacunación</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Más información',
          items: [
            {
              title: 'Medidas de prevención',
              text: 'Las medidas de higiene que se mantienen en el aeropuerto.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica y qué hacer si se siente mal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepara tu viaje',
              text: 'Documentos y recomendaciones antes de volar.',
              href: '/servicios/prepara-tu-viaje',
            },
          ],
        },
      ],
    },
    en: {
      title: 'COVID-19 (coronavirus): current situation',
      description:
        'The current COVID-19 situation for people travelling through El Dorado: the health emergency is over and general health advice remains.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Colombia’s COVID-19 health emergency ended in 2022, and in 2023 the World Health Organization declared the end of the public health emergency of international concern. El Dorado operates normally.</p>
<p>Colombia currently requires neither a COVID-19 test nor a vaccination certificate to enter or leave the country, and wearing a face mask at the airport is optional.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Check your destination’s requirements',
          html: `<p>Each country sets its own entry conditions, and they may change. Before you travel, check with your airline and with the embassy or health authority of your destination country.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'What should I do if I have respiratory symptoms before flying?',
              answerHtml: `<p>If you have a fever or feel unwell, see a doctor and consider postponing your trip; ask your airline about change options. If you do travel, wear a mask and wash your hands often.</p>`,
            },
            {
              question: 'Can I get vaccinated at the airport?',
              answerHtml: `<p>Check the vaccines available for travellers, opening hours and requirements at the <a href="/servicios/punto-de-vacunacion">vaccination point</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'More information',
          items: [
            {
              title: 'Prevention measures',
              text: 'The hygiene measures that remain in place at the airport.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
            {
              title: 'Health and emergencies',
              text: 'Medical care and what to do if you feel unwell.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepare your trip',
              text: 'Documents and advice before you fly.',
              href: '/servicios/prepara-tu-viaje',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'COVID-19 (coronavirus) : la situation actuelle',
      description:
        "La situation actuelle de la COVID-19 pour les voyageurs d'El Dorado : l'urgence sanitaire est terminée et des recommandations générales demeurent.",
      blocks: [
        {
          type: 'richText',
          html: `<p>L'urgence sanitaire liée à la COVID-19 a pris fin en Colombie en 2022, et en 2023 l'Organisation mondiale de la santé a déclaré la fin de l'urgence de santé publique de portée internationale. El Dorado fonctionne normalement.</p>
<p>La Colombie n'exige actuellement ni test COVID-19 ni certificat de vaccination pour entrer dans le pays ou en sortir, et le port du masque à l'aéroport est facultatif.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vérifiez les exigences de votre destination',
          html: `<p>Chaque pays fixe ses propres conditions d'entrée, qui peuvent évoluer. Avant de partir, renseignez-vous auprès de votre compagnie et de l'ambassade ou de l'autorité sanitaire du pays de destination.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: "Que faire si j'ai des symptômes respiratoires avant le vol ?",
              answerHtml: `<p>En cas de fièvre ou de malaise, consultez un médecin et envisagez de reporter votre voyage ; renseignez-vous auprès de votre compagnie sur les possibilités de modification. Si vous voyagez, portez un masque et lavez-vous souvent les mains.</p>`,
            },
            {
              question: "Puis-je me faire vacciner à l'aéroport ?",
              answerHtml: `<p>Consultez les vaccins proposés aux voyageurs, les horaires et les conditions au <a href="/servicios/punto-de-vacunacion">point de vaccination</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: "Plus d'informations",
          items: [
            {
              title: 'Mesures de prévention',
              text: "Les mesures d'hygiène maintenues à l'aéroport.",
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
            {
              title: 'Santé et urgences',
              text: 'Soins médicaux et que faire en cas de malaise.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Préparer votre voyage',
              text: 'Documents et conseils avant le vol.',
              href: '/servicios/prepara-tu-viaje',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Coronavírus (COVID-19): situação atual',
      description:
        'A situação atual da COVID-19 para quem viaja pelo El Dorado: a emergência sanitária terminou e seguem valendo recomendações gerais de saúde.',
      blocks: [
        {
          type: 'richText',
          html: `<p>A emergência sanitária da COVID-19 na Colômbia terminou em 2022 e, em 2023, a Organização Mundial da Saúde declarou o fim da emergência de saúde pública de importância internacional. O El Dorado opera normalmente.</p>
<p>Hoje a Colômbia não exige teste de COVID-19 nem certificado de vacinação para entrar ou sair do país, e o uso de máscara no aeroporto é opcional.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Confira os requisitos do seu destino',
          html: `<p>Cada país define as próprias condições de entrada, que podem mudar. Antes de viajar, consulte sua companhia aérea e a embaixada ou autoridade sanitária do país de destino.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'O que faço se tiver sintomas respiratórios antes de voar?',
              answerHtml: `<p>Se estiver com febre ou passando mal, procure um médico e considere adiar a viagem; fale com a companhia aérea sobre as opções de remarcação. Se viajar, use máscara e lave as mãos com frequência.</p>`,
            },
            {
              question: 'Posso me vacinar no aeroporto?',
              answerHtml: `<p>Confira as vacinas disponíveis para viajantes, os horários e os requisitos no <a href="/servicios/punto-de-vacunacion">ponto de vacinação</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Mais informações',
          items: [
            {
              title: 'Medidas de prevenção',
              text: 'As medidas de higiene que continuam no aeroporto.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
            {
              title: 'Saúde e emergências',
              text: 'Atendimento médico e o que fazer se passar mal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepare sua viagem',
              text: 'Documentos e recomendações antes de voar.',
              href: '/servicios/prepara-tu-viaje',
            },
          ],
        },
      ],
    },
  },
});
