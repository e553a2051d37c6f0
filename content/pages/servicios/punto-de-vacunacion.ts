import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/punto-de-vacunacion',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Punto de vacunación',
      description:
        'Vacuna gratuita contra la fiebre amarilla y carné internacional de vacunación en El Dorado: dónde queda, quién puede vacunarse y qué llevar.',
      blocks: [
        {
          type: 'richText',
          html: `<p>En la Terminal 1 funciona un punto de vacunación de la <strong>Secretaría Distrital de Salud de Bogotá</strong>. Allí se aplica de forma gratuita la vacuna contra la <strong>fiebre amarilla</strong> y se expide el <strong>certificado internacional de vacunación</strong>, que exigen algunos países y algunos destinos de Colombia.</p>`,
        },
        {
          type: 'table',
          caption: 'Información del punto de vacunación',
          columns: ['Tema', 'Detalle'],
          rows: [
            [
              'Dónde',
              'Terminal 1, piso 2, zona del muelle internacional, junto a la entrada 5 y cerca de la oficina de la DIAN',
            ],
            [
              'Horario',
              'Los 7 días de la semana, en horario extendido de mañana y tarde. Confirme el horario vigente en saludcapital.gov.co',
            ],
            ['Costo', 'Vacuna y certificado gratuitos'],
            [
              'Qué llevar',
              'Documento de identidad original (pasaporte si es extranjero) y, si ya está vacunado, el carné de vacunación',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Vacúnese al menos 10 días antes de viajar',
          html: `<p>La vacuna protege a partir del décimo día. Si va a una zona de riesgo, no espere al día del vuelo: muchos países y parques naturales de Colombia solo aceptan el certificado si la vacuna se aplicó con al menos 10 días de anticipación.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Quién se puede vacunar?',
              answerHtml: `<p>En general, niños desde los 9 meses y adultos hasta los 59 años. Las personas de 60 años o más, las gestantes y quienes tienen defensas bajas necesitan valoración médica y se vacunan solo en puntos autorizados: pregunte en el punto o en la Secretaría Distrital de Salud.</p>`,
            },
            {
              question: 'Ya me vacuné, ¿debo repetir la dosis?',
              answerHtml: `<p>No. Una sola dosis protege de por vida. Si perdió el certificado, pida en el punto que busquen su registro; si no aparece, le recomendarán vacunarse de nuevo, sin riesgo para su salud.</p>`,
            },
            {
              question: '¿Qué destinos exigen la vacuna?',
              answerHtml: `<p>Varios países de Suramérica y África la piden a los viajeros que llegan desde Colombia, y en Colombia se recomienda para viajar a la Amazonía, la Orinoquía, los Llanos y otras zonas de riesgo. Verifique los requisitos de su destino con la embajada o la aerolínea.</p>`,
            },
            {
              question: '¿Puedo obtener solo el certificado?',
              answerHtml: `<p>Sí, si su vacuna aparece registrada en el sistema de vacunación o presenta el carné. Lleve su documento de identidad.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Relacionado',
          items: [
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica dentro del aeropuerto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepara tu viaje',
              text: 'Lista de chequeo antes de volar.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Mapas',
              text: 'Ubique el punto de vacunación en el piso 2.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Vaccination point',
      description:
        'Free yellow fever vaccine and international vaccination certificate at El Dorado: where it is, who can be vaccinated and what to bring.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Terminal 1 has a vaccination point run by <strong>Bogota’s District Health Department</strong> (Secretaría Distrital de Salud). It gives the <strong>yellow fever</strong> vaccine free of charge and issues the <strong>international certificate of vaccination</strong> that some countries and some destinations in Colombia require.</p>`,
        },
        {
          type: 'table',
          caption: 'Vaccination point information',
          columns: ['Topic', 'Details'],
          rows: [
            ['Where', 'Terminal 1, floor 2, international pier area, next to entrance 5 and near the DIAN office'],
            [
              'Opening hours',
              'Every day, with extended morning and afternoon hours. Check current hours at saludcapital.gov.co',
            ],
            ['Cost', 'Vaccine and certificate free of charge'],
            [
              'What to bring',
              'Original ID (passport for foreign nationals) and, if you are already vaccinated, your vaccination card',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Get vaccinated at least 10 days before you travel',
          html: `<p>The vaccine protects from the tenth day. If you are going to a risk area, do not wait until the day of your flight: many countries and Colombian national parks only accept the certificate if the vaccine was given at least 10 days in advance.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Who can be vaccinated?',
              answerHtml: `<p>Generally, children from 9 months and adults up to 59 years old. People aged 60 or over, pregnant women and people with weakened immunity need a medical assessment and are vaccinated only at authorised points: ask at the vaccination point or the District Health Department.</p>`,
            },
            {
              question: 'I have already been vaccinated. Do I need another dose?',
              answerHtml: `<p>No. A single dose gives lifelong protection. If you lost your certificate, ask at the point for your record to be looked up; if it cannot be found, you will be advised to get vaccinated again, which poses no risk to your health.</p>`,
            },
            {
              question: 'Which destinations require the vaccine?',
              answerHtml: `<p>Several countries in South America and Africa require it from travellers arriving from Colombia, and within Colombia it is recommended for the Amazon, the Orinoquía, the Llanos and other risk areas. Check your destination’s requirements with its embassy or your airline.</p>`,
            },
            {
              question: 'Can I get just the certificate?',
              answerHtml: `<p>Yes, if your vaccination is on the vaccination register or you show your card. Bring your ID.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Related',
          items: [
            {
              title: 'Medical care and emergencies',
              text: 'Medical care inside the airport.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepare your trip',
              text: 'Checklist before you fly.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Maps',
              text: 'Find the vaccination point on floor 2.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Point de vaccination',
      description:
        'Vaccin gratuit contre la fièvre jaune et certificat international de vaccination à El Dorado : où le trouver, qui peut être vacciné et quoi apporter.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le Terminal 1 accueille un point de vaccination du <strong>Secrétariat à la Santé du district de Bogota</strong> (Secretaría Distrital de Salud). On y administre gratuitement le vaccin contre la <strong>fièvre jaune</strong> et on y délivre le <strong>certificat international de vaccination</strong>, exigé par certains pays et certaines destinations de Colombie.</p>`,
        },
        {
          type: 'table',
          caption: 'Informations sur le point de vaccination',
          columns: ['Sujet', 'Détail'],
          rows: [
            [
              'Où',
              'Terminal 1, niveau 2, zone de la jetée internationale, à côté de l’entrée 5 et près du bureau de la DIAN',
            ],
            [
              'Horaires',
              'Tous les jours, horaires élargis matin et après-midi. Vérifiez les horaires en vigueur sur saludcapital.gov.co',
            ],
            ['Coût', 'Vaccin et certificat gratuits'],
            [
              'À apporter',
              'Pièce d’identité originale (passeport pour les étrangers) et, si vous êtes déjà vacciné, votre carnet de vaccination',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Faites-vous vacciner au moins 10 jours avant le départ',
          html: `<p>Le vaccin protège à partir du dixième jour. Si vous allez dans une zone à risque, n’attendez pas le jour du vol : de nombreux pays et parcs naturels colombiens n’acceptent le certificat que si le vaccin a été fait au moins 10 jours avant.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Qui peut se faire vacciner ?',
              answerHtml: `<p>En général, les enfants dès 9 mois et les adultes jusqu’à 59 ans. Les personnes de 60 ans ou plus, les femmes enceintes et les personnes immunodéprimées ont besoin d’un avis médical et ne sont vaccinées que dans des centres habilités : renseignez-vous sur place ou auprès du Secrétariat à la Santé.</p>`,
            },
            {
              question: 'Je suis déjà vacciné : dois-je refaire une dose ?',
              answerHtml: `<p>Non. Une seule dose protège à vie. Si vous avez perdu votre certificat, demandez qu’on recherche votre dossier ; s’il est introuvable, on vous conseillera de vous faire revacciner, sans risque pour votre santé.</p>`,
            },
            {
              question: 'Quelles destinations exigent le vaccin ?',
              answerHtml: `<p>Plusieurs pays d’Amérique du Sud et d’Afrique l’exigent des voyageurs arrivant de Colombie, et il est recommandé en Colombie pour l’Amazonie, l’Orénoquie, les Llanos et d’autres zones à risque. Vérifiez les exigences de votre destination auprès de l’ambassade ou de votre compagnie.</p>`,
            },
            {
              question: 'Puis-je obtenir seulement le certificat ?',
              answerHtml: `<p>Oui, si votre vaccination figure dans le registre de vaccination ou si vous présentez votre carnet. Apportez votre pièce d’identité.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Voir aussi',
          items: [
            {
              title: 'Soins et urgences',
              text: 'Soins médicaux dans l’aéroport.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Préparez votre voyage',
              text: 'Liste de contrôle avant le vol.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Plans',
              text: 'Situez le point de vaccination au niveau 2.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Posto de vacinação',
      description:
        'Vacina gratuita contra a febre amarela e certificado internacional de vacinação no El Dorado: onde fica, quem pode se vacinar e o que levar.',
      blocks: [
        {
          type: 'richText',
          html: `<p>No Terminal 1 funciona um posto de vacinação da <strong>Secretaria Distrital de Saúde de Bogotá</strong> (Secretaría Distrital de Salud). Ali se aplica gratuitamente a vacina contra a <strong>febre amarela</strong> e se emite o <strong>certificado internacional de vacinação</strong>, exigido por alguns países e alguns destinos da Colômbia.</p>`,
        },
        {
          type: 'table',
          caption: 'Informações do posto de vacinação',
          columns: ['Item', 'Detalhe'],
          rows: [
            [
              'Onde',
              'Terminal 1, piso 2, área do píer internacional, ao lado da entrada 5 e perto do escritório da DIAN',
            ],
            [
              'Horário',
              'Diariamente, em horário estendido de manhã e à tarde. Confirme o horário vigente em saludcapital.gov.co',
            ],
            ['Custo', 'Vacina e certificado gratuitos'],
            [
              'O que levar',
              'Documento de identidade original (passaporte, se for estrangeiro) e, se já for vacinado, a carteira de vacinação',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Vacine-se pelo menos 10 dias antes de viajar',
          html: `<p>A vacina protege a partir do décimo dia. Se vai para uma área de risco, não deixe para o dia do voo: muitos países e parques naturais da Colômbia só aceitam o certificado se a vacina foi aplicada com pelo menos 10 dias de antecedência.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Quem pode se vacinar?',
              answerHtml: `<p>Em geral, crianças a partir de 9 meses e adultos até 59 anos. Pessoas com 60 anos ou mais, gestantes e pessoas com imunidade baixa precisam de avaliação médica e só se vacinam em postos autorizados: pergunte no posto ou na Secretaria Distrital de Saúde.</p>`,
            },
            {
              question: 'Já me vacinei. Preciso repetir a dose?',
              answerHtml: `<p>Não. Uma única dose protege por toda a vida. Se perdeu o certificado, peça no posto que procurem o seu registro; se não aparecer, vão recomendar vacinar de novo, sem risco para a sua saúde.</p>`,
            },
            {
              question: 'Quais destinos exigem a vacina?',
              answerHtml: `<p>Vários países da América do Sul e da África a exigem de viajantes que chegam da Colômbia, e na Colômbia ela é recomendada para a Amazônia, a Orinoquía, os Llanos e outras áreas de risco. Confirme as exigências do destino com a embaixada ou a companhia aérea.</p>`,
            },
            {
              question: 'Posso obter só o certificado?',
              answerHtml: `<p>Sim, se a sua vacina constar no registro de vacinação ou se você apresentar a carteira. Leve seu documento de identidade.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Relacionado',
          items: [
            {
              title: 'Saúde e emergências',
              text: 'Atendimento médico dentro do aeroporto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Prepare sua viagem',
              text: 'Lista de verificação antes de voar.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Mapas',
              text: 'Localize o posto de vacinação no piso 2.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
  },
});
