import { definePage } from '@/content/schemas';

export default definePage({
  path: '/corporativo/servicios/trabaja-con-nosotros',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Trabaja con nosotros',
      description:
        'Cómo postularse a las vacantes de OPAIN en El Dorado y de las demás empresas del aeropuerto, qué esperar del proceso y cómo evitar ofertas falsas.',
      blocks: [
        {
          type: 'richText',
          html: '<p>En El Dorado trabajan miles de personas. <strong>OPAIN S.A.</strong>, el concesionario que opera el aeropuerto, contrata perfiles de operación aeroportuaria, mantenimiento, seguridad, atención al pasajero, gestión ambiental, tecnología y áreas administrativas. Además, aerolíneas, operadores de carga y de servicios en tierra, restaurantes y tiendas contratan directamente a su propio personal.</p>',
        },
        {
          type: 'steps',
          title: 'Cómo postularse a OPAIN',
          items: [
            {
              title: 'Consulte las vacantes',
              text: 'OPAIN publica sus vacantes en sus canales oficiales: su sitio web corporativo y sus perfiles en redes profesionales. Cada aviso indica cargo, requisitos y fecha límite.',
            },
            {
              title: 'Postúlese por el canal indicado',
              text: 'Envíe su hoja de vida solo por el medio que indique el aviso. Las hojas de vida entregadas en los counters o puntos de información no se tramitan.',
            },
            {
              title: 'Proceso de selección',
              text: 'Suele incluir revisión de la hoja de vida, pruebas y entrevistas, verificación de referencias y exámenes médicos de ingreso.',
            },
            {
              title: 'Carné aeroportuario',
              text: 'Para trabajar en zonas restringidas se necesita un carné aeroportuario, que el empleador tramita ante la oficina de carnetización del aeropuerto tras un estudio de seguridad.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Cuidado con las ofertas falsas',
          html: '<p>Ningún proceso de selección de OPAIN tiene costo: no se cobran cursos, exámenes, carnés ni inscripciones. Desconfíe de ofertas que pidan pagos, datos bancarios o consignaciones, o que lleguen desde correos personales. Si recibe una oferta sospechosa a nombre del aeropuerto, repórtela en <a href="/contacto">contacto</a>.</p>',
        },
        {
          type: 'accordion',
          title: 'Preguntas frecuentes',
          faq: true,
          items: [
            {
              question: '¿Cómo trabajo en una aerolínea, tienda o restaurante del aeropuerto?',
              answerHtml:
                '<p>Cada empresa hace sus propios procesos. Consulte el directorio de <a href="/establecimientos/aerolineas">aerolíneas</a> y de <a href="/establecimientos">establecimientos</a> para saber qué empresas operan en El Dorado y busque sus vacantes en sus canales oficiales.</p>',
            },
            {
              question: '¿Qué pasa con mis datos personales?',
              answerHtml:
                '<p>La información de su hoja de vida se trata solo para el proceso de selección, según la {{dataProtectionLaw}} de protección de datos personales. Puede pedir que se eliminen sus datos en <a href="/eliminacion-datos">eliminación de datos</a>.</p>',
            },
            {
              question: 'Ya trabajo en el aeropuerto, ¿tengo beneficios?',
              answerHtml:
                '<p>Los empleados de la comunidad aeroportuaria tienen descuentos en tiendas y restaurantes: vea las <a href="/ofertas/empleados">ofertas para empleados</a>.</p>',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Work with us',
      description:
        'How to apply for OPAIN vacancies at El Dorado and at the airport’s other companies, what to expect from the process and how to avoid fake job offers.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Thousands of people work at El Dorado. <strong>OPAIN S.A.</strong>, the concessionaire that operates the airport, hires staff for airport operations, maintenance, security, passenger service, environmental management, technology and administration. Airlines, cargo and ground handling operators, restaurants and shops also hire their own staff directly.</p>',
        },
        {
          type: 'steps',
          title: 'How to apply to OPAIN',
          items: [
            {
              title: 'Check the vacancies',
              text: 'OPAIN publishes its vacancies through its official channels: its corporate website and its profiles on professional networks. Each notice states the position, requirements and closing date.',
            },
            {
              title: 'Apply through the stated channel',
              text: 'Send your CV only through the channel given in the notice. CVs handed in at counters or information points are not processed.',
            },
            {
              title: 'Selection process',
              text: 'It usually includes a CV review, tests and interviews, reference checks and pre-employment medical examinations.',
            },
            {
              title: 'Airport ID card',
              text: 'Working in restricted areas requires an airport ID card, which the employer applies for at the airport’s ID office after a security background check.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Beware of fake job offers',
          html: '<p>OPAIN’s selection processes are free of charge: no fees are ever requested for courses, tests, ID cards or registration. Be wary of offers that ask for payments, bank details or deposits, or that come from personal email addresses. If you receive a suspicious offer in the airport’s name, report it through <a href="/contacto">contact</a>.</p>',
        },
        {
          type: 'accordion',
          title: 'Frequently asked questions',
          faq: true,
          items: [
            {
              question: 'How do I work for an airline, shop or restaurant at the airport?',
              answerHtml:
                '<p>Each company runs its own hiring. Check the directory of <a href="/establecimientos/aerolineas">airlines</a> and <a href="/establecimientos">establishments</a> to see which companies operate at El Dorado, and look for their vacancies on their official channels.</p>',
            },
            {
              question: 'What happens to my personal data?',
              answerHtml:
                '<p>The information in your CV is used only for the selection process, in line with Colombia’s personal data protection law ({{dataProtectionLaw}}). You can ask for your data to be deleted under <a href="/eliminacion-datos">data deletion</a>.</p>',
            },
            {
              question: 'I already work at the airport. Do I get any benefits?',
              answerHtml:
                '<p>Employees of the airport community get discounts in shops and restaurants: see the <a href="/ofertas/empleados">employee offers</a>.</p>',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Travailler avec nous',
      description:
        'Comment postuler aux offres d’OPAIN à El Dorado et des autres entreprises de l’aéroport, le déroulement du recrutement et comment éviter les fausses offres.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Des milliers de personnes travaillent à El Dorado. <strong>OPAIN S.A.</strong>, le concessionnaire qui exploite l’aéroport, recrute pour l’exploitation aéroportuaire, la maintenance, la sûreté, l’accueil des passagers, la gestion environnementale, l’informatique et les fonctions administratives. Les compagnies aériennes, les opérateurs de fret et d’assistance en escale, les restaurants et les boutiques recrutent aussi directement leur propre personnel.</p>',
        },
        {
          type: 'steps',
          title: 'Comment postuler chez OPAIN',
          items: [
            {
              title: 'Consultez les offres',
              text: 'OPAIN publie ses offres sur ses canaux officiels : son site institutionnel et ses profils sur les réseaux professionnels. Chaque annonce précise le poste, les conditions et la date limite.',
            },
            {
              title: 'Postulez par le canal indiqué',
              text: 'Envoyez votre CV uniquement par le moyen indiqué dans l’annonce. Les CV déposés aux comptoirs ou aux points d’information ne sont pas traités.',
            },
            {
              title: 'Processus de sélection',
              text: 'Il comprend en général l’examen du CV, des tests et des entretiens, la vérification des références et une visite médicale d’embauche.',
            },
            {
              title: 'Badge aéroportuaire',
              text: 'Pour travailler en zone réservée, il faut un badge aéroportuaire, que l’employeur demande au bureau des badges de l’aéroport après une enquête de sécurité.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Attention aux fausses offres',
          html: '<p>Les recrutements d’OPAIN sont gratuits : aucun frais n’est demandé pour des formations, examens, badges ou inscriptions. Méfiez-vous des offres qui demandent un paiement, des coordonnées bancaires ou un virement, ou qui viennent d’adresses e-mail personnelles. Si vous recevez une offre suspecte au nom de l’aéroport, signalez-la via la page <a href="/contacto">contact</a>.</p>',
        },
        {
          type: 'accordion',
          title: 'Questions fréquentes',
          faq: true,
          items: [
            {
              question: 'Comment travailler pour une compagnie aérienne, une boutique ou un restaurant de l’aéroport ?',
              answerHtml:
                '<p>Chaque entreprise mène ses propres recrutements. Consultez l’annuaire des <a href="/establecimientos/aerolineas">compagnies aériennes</a> et des <a href="/establecimientos">établissements</a> pour savoir quelles entreprises sont présentes à El Dorado, et cherchez leurs offres sur leurs canaux officiels.</p>',
            },
            {
              question: 'Que deviennent mes données personnelles ?',
              answerHtml:
                '<p>Les informations de votre CV ne servent qu’au processus de sélection, conformément à la loi colombienne de protection des données personnelles ({{dataProtectionLaw}}). Vous pouvez demander la suppression de vos données sur la page <a href="/eliminacion-datos">suppression des données</a>.</p>',
            },
            {
              question: 'Je travaille déjà à l’aéroport : ai-je des avantages ?',
              answerHtml:
                '<p>Les employés de la communauté aéroportuaire bénéficient de réductions dans les boutiques et restaurants : voir les <a href="/ofertas/empleados">offres pour les employés</a>.</p>',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Trabalhe conosco',
      description:
        'Como se candidatar às vagas da OPAIN no El Dorado e das demais empresas do aeroporto, o que esperar do processo e como evitar ofertas falsas.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Milhares de pessoas trabalham no El Dorado. A <strong>OPAIN S.A.</strong>, concessionária que opera o aeroporto, contrata profissionais de operação aeroportuária, manutenção, segurança, atendimento ao passageiro, gestão ambiental, tecnologia e áreas administrativas. Além disso, companhias aéreas, operadores de carga e de serviços em solo, restaurantes e lojas contratam diretamente seus próprios funcionários.</p>',
        },
        {
          type: 'steps',
          title: 'Como se candidatar à OPAIN',
          items: [
            {
              title: 'Consulte as vagas',
              text: 'A OPAIN divulga suas vagas pelos canais oficiais: seu site corporativo e seus perfis em redes profissionais. Cada anúncio informa cargo, requisitos e prazo.',
            },
            {
              title: 'Candidate-se pelo canal indicado',
              text: 'Envie seu currículo somente pelo meio indicado no anúncio. Currículos entregues nos balcões ou pontos de informação não são processados.',
            },
            {
              title: 'Processo seletivo',
              text: 'Geralmente inclui análise do currículo, testes e entrevistas, checagem de referências e exames médicos admissionais.',
            },
            {
              title: 'Credencial aeroportuária',
              text: 'Para trabalhar em áreas restritas é preciso uma credencial aeroportuária, que o empregador solicita ao escritório de credenciamento do aeroporto após uma verificação de segurança.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Cuidado com ofertas falsas',
          html: '<p>Nenhum processo seletivo da OPAIN tem custo: não são cobrados cursos, exames, credenciais nem inscrições. Desconfie de ofertas que peçam pagamentos, dados bancários ou depósitos, ou que venham de e-mails pessoais. Se receber uma oferta suspeita em nome do aeroporto, denuncie pela página de <a href="/contacto">contato</a>.</p>',
        },
        {
          type: 'accordion',
          title: 'Perguntas frequentes',
          faq: true,
          items: [
            {
              question: 'Como trabalho em uma companhia aérea, loja ou restaurante do aeroporto?',
              answerHtml:
                '<p>Cada empresa faz seus próprios processos. Consulte o diretório de <a href="/establecimientos/aerolineas">companhias aéreas</a> e de <a href="/establecimientos">estabelecimentos</a> para saber quais empresas operam no El Dorado e procure as vagas nos canais oficiais delas.</p>',
            },
            {
              question: 'O que acontece com meus dados pessoais?',
              answerHtml:
                '<p>As informações do seu currículo são usadas apenas no processo seletivo, conforme a lei colombiana de proteção de dados pessoais ({{dataProtectionLaw}}). Você pode pedir a exclusão dos seus dados em <a href="/eliminacion-datos">exclusão de dados</a>.</p>',
            },
            {
              question: 'Já trabalho no aeroporto. Tenho benefícios?',
              answerHtml:
                '<p>Os funcionários da comunidade aeroportuária têm descontos em lojas e restaurantes: veja as <a href="/ofertas/empleados">ofertas para funcionários</a>.</p>',
            },
          ],
        },
      ],
    },
  },
});
