import { definePage } from '@/content/schemas';

export default definePage({
  path: '/comunicados/terminos-y-condiciones',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Términos y condiciones',
      description:
        'Condiciones de uso del sitio web del Aeropuerto Internacional El Dorado, sus servicios en línea y el tratamiento de datos personales.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Estos términos regulan el uso del sitio web del Aeropuerto Internacional El Dorado y de sus servicios en línea. El aeropuerto lo opera la concesionaria <strong>OPAIN S.A.</strong> Al navegar por el sitio o usar sus servicios, usted acepta estas condiciones; si no está de acuerdo, le pedimos no utilizarlos.</p>`,
        },
        {
          type: 'accordion',
          title: 'Condiciones de uso',
          items: [
            {
              question: '1. Información de vuelos y servicios',
              answerHtml: `<p>La información de vuelos, tiempos de fila, parqueaderos, establecimientos y ofertas es informativa. Proviene de las aerolíneas, de las autoridades y de terceros, y puede cambiar sin previo aviso. Confirme siempre el estado de su vuelo con su aerolínea. Los precios de taxis mostrados en el sitio son aproximados.</p>`,
            },
            {
              question: '2. Uso adecuado del sitio',
              answerHtml: `<p>Usted se compromete a usar el sitio de forma lícita, a no afectar su funcionamiento ni su seguridad, a no extraer información de forma masiva o automatizada y a no suplantar a otras personas.</p>`,
            },
            {
              question: '3. Servicios en línea y cuentas',
              answerHtml: `<p>Para usar algunos servicios (PQRS, reserva de taxis, cuentas de usuario) debe suministrar datos veraces y completos, y custodiar sus credenciales. Las reservas de taxi se rigen además por las condiciones del servicio de transporte que usted contrata.</p>`,
            },
            {
              question: '4. Propiedad intelectual',
              answerHtml: `<p>Los textos, imágenes, marcas, logotipos y demás contenidos del sitio pertenecen al aeropuerto o a sus titulares y están protegidos por las normas de propiedad intelectual. No pueden reproducirse con fines comerciales sin autorización previa y por escrito.</p>`,
            },
            {
              question: '5. Enlaces a sitios de terceros',
              answerHtml: `<p>El sitio puede enlazar a páginas de aerolíneas, autoridades y otros terceros. El aeropuerto no controla ni responde por su contenido, su disponibilidad ni sus políticas de privacidad.</p>`,
            },
            {
              question: '6. Datos personales',
              answerHtml: `<p>Los datos que usted suministra se tratan conforme a la {{dataProtectionLaw}} y a la política de tratamiento de datos del aeropuerto, únicamente para las finalidades informadas en cada formulario. Se conservan mientras esté vigente el contrato de concesión del aeropuerto. Usted puede conocer, actualizar, rectificar y solicitar la supresión de sus datos.</p>`,
            },
            {
              question: '7. Cambios y ley aplicable',
              answerHtml: `<p>El aeropuerto puede modificar estos términos; la versión vigente es la publicada en esta página. Estos términos se rigen por las leyes de la República de Colombia.</p>`,
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Sus datos, sus derechos',
          html: `<p>Para consultar, actualizar o eliminar sus datos personales, use el formulario de <a href="/eliminacion-datos">eliminación de datos</a>. Para otras solicitudes, radique una <a href="/contacto#pqrs">PQRS</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Documentos relacionados',
          items: [
            {
              title: 'Eliminación de datos',
              text: 'Solicite la supresión de sus datos personales.',
              href: '/eliminacion-datos',
            },
            {
              title: 'Tasa aeroportuaria',
              text: 'Qué es y cómo se cobra.',
              href: '/comunicados/tasa-aeroportuaria',
            },
            {
              title: 'Contacto',
              text: 'Canales de atención del aeropuerto.',
              href: '/contacto',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Terms and conditions',
      description:
        'Terms of use of the El Dorado International Airport website, its online services and the processing of personal data.',
      blocks: [
        {
          type: 'richText',
          html: `<p>These terms govern the use of the El Dorado International Airport website and its online services. The airport is operated by the concessionaire <strong>OPAIN S.A.</strong> By browsing the site or using its services, you accept these terms; if you do not agree, please do not use them.</p>`,
        },
        {
          type: 'accordion',
          title: 'Terms of use',
          items: [
            {
              question: '1. Flight and service information',
              answerHtml: `<p>Information on flights, queue times, car parks, outlets and offers is for guidance only. It comes from airlines, authorities and third parties, and may change without notice. Always confirm your flight status with your airline. Taxi prices shown on the site are approximate.</p>`,
            },
            {
              question: '2. Proper use of the site',
              answerHtml: `<p>You agree to use the site lawfully, not to interfere with its operation or security, not to extract information in bulk or by automated means, and not to impersonate anyone.</p>`,
            },
            {
              question: '3. Online services and accounts',
              answerHtml: `<p>To use some services (PQRS, taxi booking, user accounts) you must provide true and complete information and keep your credentials safe. Taxi bookings are also governed by the terms of the transport service you book.</p>`,
            },
            {
              question: '4. Intellectual property',
              answerHtml: `<p>The texts, images, trademarks, logos and other content of the site belong to the airport or their owners and are protected by intellectual property law. They may not be reproduced for commercial purposes without prior written permission.</p>`,
            },
            {
              question: '5. Links to third-party sites',
              answerHtml: `<p>The site may link to pages of airlines, authorities and other third parties. The airport does not control and is not responsible for their content, availability or privacy policies.</p>`,
            },
            {
              question: '6. Personal data',
              answerHtml: `<p>The data you provide is processed under Colombian data protection law ({{dataProtectionLaw}}) and the airport’s data processing policy, only for the purposes stated on each form. It is kept for as long as the airport’s concession contract is in force. You have the right to access, update, correct and request the deletion of your data.</p>`,
            },
            {
              question: '7. Changes and governing law',
              answerHtml: `<p>The airport may amend these terms; the version in force is the one published on this page. These terms are governed by the laws of the Republic of Colombia.</p>`,
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Your data, your rights',
          html: `<p>To access, update or delete your personal data, use the <a href="/eliminacion-datos">data deletion</a> form. For other requests, file a <a href="/contacto#pqrs">PQRS</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Related documents',
          items: [
            {
              title: 'Data deletion',
              text: 'Request the deletion of your personal data.',
              href: '/eliminacion-datos',
            },
            {
              title: 'Airport tax',
              text: 'What it is and how it is charged.',
              href: '/comunicados/tasa-aeroportuaria',
            },
            {
              title: 'Contact',
              text: 'The airport’s customer service channels.',
              href: '/contacto',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Conditions générales',
      description:
        "Conditions d'utilisation du site de l'aéroport international El Dorado, de ses services en ligne et du traitement des données personnelles.",
      blocks: [
        {
          type: 'richText',
          html: `<p>Les présentes conditions régissent l'utilisation du site de l'aéroport international El Dorado et de ses services en ligne. L'aéroport est exploité par le concessionnaire <strong>OPAIN S.A.</strong> En naviguant sur le site ou en utilisant ses services, vous acceptez ces conditions ; si vous n'êtes pas d'accord, nous vous prions de ne pas les utiliser.</p>`,
        },
        {
          type: 'accordion',
          title: "Conditions d'utilisation",
          items: [
            {
              question: '1. Informations sur les vols et les services',
              answerHtml: `<p>Les informations sur les vols, les temps d'attente, les parkings, les commerces et les offres sont données à titre indicatif. Elles proviennent des compagnies aériennes, des autorités et de tiers, et peuvent changer sans préavis. Confirmez toujours l'état de votre vol auprès de votre compagnie. Les prix des taxis affichés sur le site sont approximatifs.</p>`,
            },
            {
              question: '2. Utilisation appropriée du site',
              answerHtml: `<p>Vous vous engagez à utiliser le site de manière licite, à ne pas nuire à son fonctionnement ni à sa sécurité, à ne pas en extraire d'informations de manière massive ou automatisée et à ne pas usurper l'identité d'autrui.</p>`,
            },
            {
              question: '3. Services en ligne et comptes',
              answerHtml: `<p>Pour utiliser certains services (PQRS, réservation de taxis, comptes utilisateur), vous devez fournir des informations exactes et complètes et protéger vos identifiants. Les réservations de taxi sont en outre régies par les conditions du service de transport que vous réservez.</p>`,
            },
            {
              question: '4. Propriété intellectuelle',
              answerHtml: `<p>Les textes, images, marques, logos et autres contenus du site appartiennent à l'aéroport ou à leurs titulaires et sont protégés par le droit de la propriété intellectuelle. Ils ne peuvent être reproduits à des fins commerciales sans autorisation écrite préalable.</p>`,
            },
            {
              question: '5. Liens vers des sites tiers',
              answerHtml: `<p>Le site peut renvoyer vers des pages de compagnies aériennes, d'autorités et d'autres tiers. L'aéroport ne contrôle pas leur contenu, leur disponibilité ni leurs politiques de confidentialité et n'en est pas responsable.</p>`,
            },
            {
              question: '6. Données personnelles',
              answerHtml: `<p>Les données que vous fournissez sont traitées conformément à la loi colombienne sur la protection des données ({{dataProtectionLaw}}) et à la politique de traitement des données de l'aéroport, uniquement pour les finalités indiquées dans chaque formulaire. Elles sont conservées pendant toute la durée du contrat de concession de l'aéroport. Vous disposez d'un droit d'accès, de mise à jour, de rectification et de suppression de vos données.</p>`,
            },
            {
              question: '7. Modifications et droit applicable',
              answerHtml: `<p>L'aéroport peut modifier ces conditions ; la version en vigueur est celle publiée sur cette page. Les présentes conditions sont régies par le droit de la République de Colombie.</p>`,
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vos données, vos droits',
          html: `<p>Pour consulter, mettre à jour ou supprimer vos données personnelles, utilisez le formulaire de <a href="/eliminacion-datos">suppression des données</a>. Pour toute autre demande, déposez une <a href="/contacto#pqrs">PQRS</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Documents associés',
          items: [
            {
              title: 'Suppression des données',
              text: 'Demandez la suppression de vos données personnelles.',
              href: '/eliminacion-datos',
            },
            {
              title: 'Taxe aéroportuaire',
              text: 'Ce qu’elle est et comment elle est perçue.',
              href: '/comunicados/tasa-aeroportuaria',
            },
            {
              title: 'Contact',
              text: "Les canaux d'assistance de l'aéroport.",
              href: '/contacto',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Termos e condições',
      description:
        'Condições de uso do site do Aeroporto Internacional El Dorado, dos seus serviços on-line e do tratamento de dados pessoais.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Estes termos regulam o uso do site do Aeroporto Internacional El Dorado e dos seus serviços on-line. O aeroporto é operado pela concessionária <strong>OPAIN S.A.</strong> Ao navegar pelo site ou usar seus serviços, você aceita estas condições; se não concordar, pedimos que não os utilize.</p>`,
        },
        {
          type: 'accordion',
          title: 'Condições de uso',
          items: [
            {
              question: '1. Informações de voos e serviços',
              answerHtml: `<p>As informações sobre voos, tempos de fila, estacionamentos, estabelecimentos e ofertas são apenas orientativas. Elas vêm das companhias aéreas, das autoridades e de terceiros e podem mudar sem aviso prévio. Confirme sempre a situação do seu voo com a companhia aérea. Os preços de táxi exibidos no site são aproximados.</p>`,
            },
            {
              question: '2. Uso adequado do site',
              answerHtml: `<p>Você se compromete a usar o site de forma lícita, a não prejudicar seu funcionamento nem sua segurança, a não extrair informações de forma massiva ou automatizada e a não se passar por outras pessoas.</p>`,
            },
            {
              question: '3. Serviços on-line e contas',
              answerHtml: `<p>Para usar alguns serviços (PQRS, reserva de táxi, contas de usuário), você deve fornecer dados verdadeiros e completos e guardar suas credenciais. As reservas de táxi também se regem pelas condições do serviço de transporte contratado.</p>`,
            },
            {
              question: '4. Propriedade intelectual',
              answerHtml: `<p>Os textos, imagens, marcas, logotipos e demais conteúdos do site pertencem ao aeroporto ou a seus titulares e são protegidos pelas normas de propriedade intelectual. Não podem ser reproduzidos para fins comerciais sem autorização prévia e por escrito.</p>`,
            },
            {
              question: '5. Links para sites de terceiros',
              answerHtml: `<p>O site pode ter links para páginas de companhias aéreas, autoridades e outros terceiros. O aeroporto não controla nem responde pelo conteúdo, disponibilidade ou políticas de privacidade desses sites.</p>`,
            },
            {
              question: '6. Dados pessoais',
              answerHtml: `<p>Os dados que você fornece são tratados conforme a lei colombiana de proteção de dados ({{dataProtectionLaw}}) e a política de tratamento de dados do aeroporto, somente para as finalidades informadas em cada formulário. Eles são mantidos enquanto vigorar o contrato de concessão do aeroporto. Você pode acessar, atualizar, corrigir e pedir a exclusão dos seus dados.</p>`,
            },
            {
              question: '7. Alterações e lei aplicável',
              answerHtml: `<p>O aeroporto pode alterar estes termos; a versão vigente é a publicada nesta página. Estes termos são regidos pelas leis da República da Colômbia.</p>`,
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Seus dados, seus direitos',
          html: `<p>Para consultar, atualizar ou excluir seus dados pessoais, use o formulário de <a href="/eliminacion-datos">exclusão de dados</a>. Para outras solicitações, registre uma <a href="/contacto#pqrs">PQRS</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Documentos relacionados',
          items: [
            {
              title: 'Exclusão de dados',
              text: 'Solicite a exclusão dos seus dados pessoais.',
              href: '/eliminacion-datos',
            },
            {
              title: 'Taxa aeroportuária',
              text: 'O que é e como é cobrada.',
              href: '/comunicados/tasa-aeroportuaria',
            },
            {
              title: 'Contato',
              text: 'Canais de atendimento do aeroporto.',
              href: '/contacto',
            },
          ],
        },
      ],
    },
  },
});
