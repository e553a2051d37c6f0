import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/notaria',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Notaría',
      description:
        'Trámites notariales en El Dorado: permisos de salida del país para menores, autenticaciones, copias y declaraciones, antes de su vuelo.',
      blocks: [
        {
          type: 'richText',
          html: `<p>En la Terminal 1 funciona un punto de servicios notariales para resolver trámites de último momento antes de viajar. Los más solicitados son:</p>
<ul>
<li><strong>Permiso de salida del país para menores de edad</strong> que viajan sin uno o ambos padres.</li>
<li>Autenticación de firmas y de copias de documentos.</li>
<li>Declaraciones extrajuicio.</li>
<li>Poderes y autorizaciones.</li>
</ul>
<p>Las tarifas notariales las fija la Superintendencia de Notariado y Registro. Consulte la ubicación exacta en los <a href="/mapas">mapas</a> y el horario de atención en un punto de información o con Dora al {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Permiso de salida para un menor colombiano',
          items: [
            {
              title: 'Identifique quién debe firmar',
              text: 'Si el menor viaja con uno solo de sus padres, firma el que no viaja. Si viaja solo o con un tercero, firman ambos padres o quien tenga la patria potestad.',
            },
            {
              title: 'Firme ante notario',
              text: 'El permiso indica el destino, las fechas del viaje y la persona que acompaña al menor. Quien firma debe presentarse con su cédula.',
            },
            {
              title: 'Reúna los documentos del viaje',
              text: 'Lleve el permiso autenticado, el registro civil de nacimiento del menor y su pasaporte vigente. Migración Colombia los revisa en el control migratorio.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'No lo deje para el último minuto',
          html: `<p>Si el padre o la madre que debe firmar no está en Bogotá, debe hacerlo en una notaría de su ciudad o, si vive en el exterior, en un consulado de Colombia. Sin el permiso, el menor no podrá salir del país. Consulte los requisitos de Migración Colombia y la guía de <a href="/viaje-en-familia">viaje en familia</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Necesito permiso para un vuelo nacional con un menor?',
              answerHtml: `<p>El permiso notarial de salida se exige para salir del país. En vuelos nacionales, las aerolíneas piden el documento de identidad del menor y tienen reglas propias para menores que viajan solos; consúltelas antes de viajar.</p>`,
            },
            {
              question: '¿Qué documento necesito para un trámite notarial?',
              answerHtml: `<p>Su documento de identidad original: cédula de ciudadanía o de extranjería, o pasaporte si es extranjero.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Migración y pasaportes',
              text: 'Requisitos para salir y entrar a Colombia.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Viaje en familia',
              text: 'Documentos de los niños, cochecitos y salas de lactancia.',
              href: '/viaje-en-familia',
            },
            {
              title: 'Entidades aeroportuarias',
              text: 'Dónde encontrar a las autoridades en el aeropuerto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Notary',
      description:
        'Notarial services at El Dorado: travel permits for minors leaving Colombia, certifications, copies and sworn statements, before your flight.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Terminal 1 has a notarial services point for last-minute formalities before you travel. The most requested are:</p>
<ul>
<li><strong>Exit permits for minors</strong> travelling abroad without one or both parents.</li>
<li>Certification of signatures and copies of documents.</li>
<li>Sworn statements (declaraciones extrajuicio).</li>
<li>Powers of attorney and authorisations.</li>
</ul>
<p>Notarial fees are set by the Superintendencia de Notariado y Registro. See the exact location on the <a href="/mapas">maps</a> and ask at an information point or Dora on {{doraWhatsapp}} for opening hours.</p>`,
        },
        {
          type: 'steps',
          title: 'Exit permit for a Colombian minor',
          items: [
            {
              title: 'Work out who must sign',
              text: 'If the child travels with only one parent, the parent who is not travelling signs. If the child travels alone or with someone else, both parents or whoever holds parental authority sign.',
            },
            {
              title: 'Sign before a notary',
              text: 'The permit states the destination, the travel dates and the person accompanying the child. The signer must bring their cédula.',
            },
            {
              title: 'Gather the travel documents',
              text: 'Bring the certified permit, the child’s civil birth certificate (registro civil de nacimiento) and valid passport. Migración Colombia checks them at immigration control.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Do not leave it to the last minute',
          html: `<p>If the parent who must sign is not in Bogota, they must sign at a notary’s office in their city or, if they live abroad, at a Colombian consulate. Without the permit, the child will not be allowed to leave the country. Check Migración Colombia’s requirements and the <a href="/viaje-en-familia">family travel</a> guide.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do I need a permit for a domestic flight with a minor?',
              answerHtml: `<p>The notarised exit permit is required to leave the country. On domestic flights, airlines ask for the child’s ID and have their own rules for unaccompanied minors; check them before you travel.</p>`,
            },
            {
              question: 'What ID do I need for a notarial service?',
              answerHtml: `<p>Your original ID: Colombian citizen or foreigner’s identity card, or your passport if you are a foreign visitor.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'Immigration and passports',
              text: 'Requirements for leaving and entering Colombia.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Family travel',
              text: 'Children’s documents, pushchairs and nursing rooms.',
              href: '/viaje-en-familia',
            },
            {
              title: 'Airport authorities',
              text: 'Where to find the authorities at the airport.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Notaire',
      description:
        'Services notariaux à El Dorado : autorisations de sortie du territoire pour mineurs, légalisations, copies et déclarations, avant votre vol.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le Terminal 1 dispose d'un point de services notariaux pour les formalités de dernière minute avant le départ. Les plus demandées sont :</p>
<ul>
<li><strong>Autorisation de sortie du territoire pour les mineurs</strong> voyageant sans l'un ou l'autre de leurs parents.</li>
<li>Légalisation de signatures et certification de copies.</li>
<li>Déclarations sur l'honneur (declaraciones extrajuicio).</li>
<li>Procurations et autorisations.</li>
</ul>
<p>Les tarifs notariaux sont fixés par la Superintendencia de Notariado y Registro. L'emplacement exact figure sur les <a href="/mapas">plans</a> ; renseignez-vous sur les horaires à un point d'information ou auprès de Dora au {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Autorisation de sortie pour un mineur colombien',
          items: [
            {
              title: 'Déterminez qui doit signer',
              text: "Si l'enfant voyage avec un seul parent, c'est le parent qui ne voyage pas qui signe. S'il voyage seul ou avec un tiers, les deux parents ou le titulaire de l'autorité parentale signent.",
            },
            {
              title: 'Signez devant notaire',
              text: "L'autorisation précise la destination, les dates du voyage et la personne qui accompagne l'enfant. Le signataire présente sa cédula.",
            },
            {
              title: 'Réunissez les documents de voyage',
              text: "Munissez-vous de l'autorisation légalisée, de l'acte de naissance (registro civil de nacimiento) et du passeport en cours de validité de l'enfant. Migración Colombia les vérifie au contrôle migratoire.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: "N'attendez pas la dernière minute",
          html: `<p>Si le parent qui doit signer n'est pas à Bogota, il doit le faire chez un notaire de sa ville ou, s'il vit à l'étranger, dans un consulat de Colombie. Sans autorisation, l'enfant ne pourra pas quitter le pays. Consultez les exigences de Migración Colombia et le guide <a href="/viaje-en-familia">voyager en famille</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Faut-il une autorisation pour un vol national avec un mineur ?',
              answerHtml: `<p>L'autorisation notariée est exigée pour quitter le pays. Sur les vols nationaux, les compagnies demandent la pièce d'identité de l'enfant et appliquent leurs propres règles aux mineurs non accompagnés ; renseignez-vous avant le départ.</p>`,
            },
            {
              question: "Quelle pièce d'identité faut-il pour une formalité notariale ?",
              answerHtml: `<p>Votre pièce d'identité originale : cédula de ciudadanía ou de extranjería, ou votre passeport si vous êtes étranger.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Immigration et passeports',
              text: 'Conditions pour sortir de Colombie et y entrer.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Voyager en famille',
              text: "Documents des enfants, poussettes et salles d'allaitement.",
              href: '/viaje-en-familia',
            },
            {
              title: 'Autorités aéroportuaires',
              text: "Où trouver les autorités à l'aéroport.",
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Cartório',
      description:
        'Serviços de cartório no El Dorado: autorização de viagem para menores, reconhecimento de firma, cópias autenticadas e declarações, antes do voo.',
      blocks: [
        {
          type: 'richText',
          html: `<p>No Terminal 1 funciona um ponto de serviços notariais para resolver trâmites de última hora antes de viajar. Os mais procurados são:</p>
<ul>
<li><strong>Autorização de saída do país para menores de idade</strong> que viajam sem um ou ambos os pais.</li>
<li>Reconhecimento de firma e autenticação de cópias.</li>
<li>Declarações extrajudiciais.</li>
<li>Procurações e autorizações.</li>
</ul>
<p>As tarifas notariais são fixadas pela Superintendencia de Notariado y Registro. Veja a localização exata nos <a href="/mapas">mapas</a> e consulte o horário em um ponto de informações ou com a Dora no {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Autorização de saída para menor colombiano',
          items: [
            {
              title: 'Veja quem deve assinar',
              text: 'Se a criança viaja com apenas um dos pais, assina quem não viaja. Se viaja sozinha ou com outra pessoa, assinam ambos os pais ou quem tiver o poder familiar.',
            },
            {
              title: 'Assine no cartório',
              text: 'A autorização indica o destino, as datas da viagem e quem acompanha a criança. Quem assina deve apresentar a cédula.',
            },
            {
              title: 'Reúna os documentos da viagem',
              text: 'Leve a autorização autenticada, a certidão de nascimento (registro civil de nacimiento) e o passaporte válido da criança. A Migración Colombia confere tudo no controle migratório.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Não deixe para a última hora',
          html: `<p>Se o pai ou a mãe que deve assinar não estiver em Bogotá, deve fazê-lo em um cartório da sua cidade ou, se morar no exterior, em um consulado da Colômbia. Sem a autorização, a criança não poderá sair do país. Confira os requisitos da Migración Colombia e o guia de <a href="/viaje-en-familia">viagem em família</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Preciso de autorização para um voo nacional com um menor?',
              answerHtml: `<p>A autorização notarial é exigida para sair do país. Em voos nacionais, as companhias pedem o documento de identidade da criança e têm regras próprias para menores desacompanhados; consulte-as antes de viajar.</p>`,
            },
            {
              question: 'Que documento preciso para um serviço de cartório?',
              answerHtml: `<p>Seu documento de identidade original: cédula de cidadania ou de estrangeiro, ou o passaporte se você for estrangeiro.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Migração e passaportes',
              text: 'Requisitos para sair e entrar na Colômbia.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Viagem em família',
              text: 'Documentos das crianças, carrinhos e salas de amamentação.',
              href: '/viaje-en-familia',
            },
            {
              title: 'Órgãos do aeroporto',
              text: 'Onde encontrar as autoridades no aeroporto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
  },
});
