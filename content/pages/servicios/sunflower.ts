import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/sunflower',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Programa girasol para discapacidades no visibles',
      description:
        'El cordón de girasoles de Hidden Disabilities Sunflower en El Dorado: para quién es, dónde pedirlo gratis y qué apoyo puede esperar del personal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Muchas discapacidades no se ven: autismo, TDAH, ansiedad, demencia, epilepsia, pérdida auditiva o visual, dolor crónico, diabetes, enfermedades respiratorias y muchas más. Un aeropuerto, con filas, ruido, anuncios y controles, puede ser difícil para quien vive con una de ellas.</p>
<p>El Dorado forma parte, desde 2023, del programa internacional <strong>Hidden Disabilities Sunflower</strong>. Un cordón verde con girasoles le indica con discreción al personal del aeropuerto que usted, o la persona con quien viaja, puede necesitar más tiempo, ayuda o comprensión, sin tener que explicar su condición.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo usarlo',
          items: [
            {
              title: 'Pida su cordón',
              text: 'Es gratuito y no necesita certificado médico. Pídalo en los puntos de información del aeropuerto. Si ya tiene un cordón del programa de otro aeropuerto o entidad, puede usarlo en El Dorado.',
            },
            {
              title: 'Úselo de forma visible',
              text: 'Llévelo al cuello durante el recorrido: en el check-in, los filtros de seguridad, migración y la sala de embarque.',
            },
            {
              title: 'Diga qué necesita',
              text: 'Si quiere, cuéntele al personal cómo prefiere que lo apoyen: instrucciones por escrito, hablar más despacio, esperar en un lugar tranquilo o que lo acompañen.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Qué puede esperar</h3>
<ul>
<li>Personal capacitado para reconocer el girasol y preguntarle, con respeto, si necesita algo.</li>
<li>Más tiempo para prepararse en los filtros de seguridad y explicaciones claras de cada paso.</li>
<li>Orientación hacia las filas preferenciales cuando su situación lo requiera.</li>
<li>Paciencia si necesita repetir una instrucción, hacer una pausa o ir acompañado de su cuidador.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Lo que el girasol no reemplaza',
          html: `<p>El cordón no lo exime de los controles de seguridad ni de migración, ni reemplaza la asistencia que presta la aerolínea. Si necesita silla de ruedas o acompañamiento hasta el avión, pídalo a su aerolínea con anticipación: consulte <a href="/servicios/sillas-de-ruedas">sillas de ruedas</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Tengo que demostrar mi discapacidad?',
              answerHtml: `<p>No. El programa se basa en la confianza: nadie le pedirá diagnóstico ni documentos para darle el cordón.</p>`,
            },
            {
              question: '¿Lo puede usar un niño?',
              answerHtml: `<p>Sí. También puede llevarlo el acompañante de una persona con una discapacidad no visible, para que el personal sepa que el grupo puede necesitar apoyo. Vea también la <a href="/viaje-en-familia">guía para viajar en familia</a>.</p>`,
            },
            {
              question: '¿Cómo me preparo para un viaje más tranquilo?',
              answerHtml: `<p>Revise antes los <a href="/mapas">mapas</a> de la terminal y el <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempo de espera en los filtros</a>, llegue con tiempo y elija, si puede, horarios de menos movimiento.</p>`,
            },
            {
              question: '¿Dónde puedo dar mi opinión sobre el programa?',
              answerHtml: `<p>En el formulario de <a href="/contacto#pqrs">peticiones, quejas y reclamos</a>. Sus comentarios nos ayudan a mejorar la capacitación del personal.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Más apoyo en El Dorado',
          items: [
            {
              title: 'Accesibilidad',
              text: 'Servicios para personas con discapacidad.',
              href: '/accesibilidad',
            },
            {
              title: 'Sillas de ruedas',
              text: 'Cómo pedir asistencia para su vuelo.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viaje en familia',
              text: 'Documentos, coches de bebé y zonas para niños.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Sunflower programme for non-visible disabilities',
      description:
        'The Hidden Disabilities Sunflower lanyard at El Dorado: who it is for, where to get one free of charge and the support you can expect from staff.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Many disabilities cannot be seen: autism, ADHD, anxiety, dementia, epilepsy, hearing or sight loss, chronic pain, diabetes, respiratory conditions and many more. An airport, with its queues, noise, announcements and checks, can be hard for people living with one of them.</p>
<p>Since 2023 El Dorado has been part of the international <strong>Hidden Disabilities Sunflower</strong> scheme. A green lanyard with sunflowers discreetly tells airport staff that you, or the person you travel with, may need more time, help or understanding, without having to explain your condition.</p>`,
        },
        {
          type: 'steps',
          title: 'How to use it',
          items: [
            {
              title: 'Ask for your lanyard',
              text: 'It is free and you do not need a medical certificate. Ask for one at the airport’s information points. If you already have a Sunflower lanyard from another airport or organisation, you can wear it at El Dorado.',
            },
            {
              title: 'Wear it where it can be seen',
              text: 'Wear it around your neck throughout your journey: at check-in, security, immigration and the boarding lounge.',
            },
            {
              title: 'Say what you need',
              text: 'If you wish, tell staff how you prefer to be supported: written instructions, slower speech, waiting somewhere quiet or being accompanied.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>What you can expect</h3>
<ul>
<li>Staff trained to recognise the sunflower and to ask you, respectfully, whether you need anything.</li>
<li>More time to get ready at security and clear explanations of each step.</li>
<li>Guidance to the priority lanes when your situation requires it.</li>
<li>Patience if you need an instruction repeated, a pause, or your carer with you.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'What the sunflower does not replace',
          html: `<p>The lanyard does not exempt you from security or immigration checks, nor does it replace the assistance provided by your airline. If you need a wheelchair or an escort to the aircraft, request it from your airline in advance: see <a href="/servicios/sillas-de-ruedas">wheelchairs</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do I have to prove my disability?',
              answerHtml: `<p>No. The scheme is based on trust: nobody will ask you for a diagnosis or documents to give you a lanyard.</p>`,
            },
            {
              question: 'Can a child wear it?',
              answerHtml: `<p>Yes. The companion of a person with a non-visible disability can also wear one, so staff know the group may need support. See also the <a href="/viaje-en-familia">family travel guide</a>.</p>`,
            },
            {
              question: 'How can I prepare for a calmer journey?',
              answerHtml: `<p>Look at the terminal <a href="/mapas">maps</a> and the <a href="/informacion-en-tiempo-real/tiempo-en-filas">checkpoint waiting times</a> beforehand, arrive early and, if you can, choose quieter times of day.</p>`,
            },
            {
              question: 'Where can I give feedback on the scheme?',
              answerHtml: `<p>Through the <a href="/contacto#pqrs">requests and complaints form</a>. Your comments help us improve staff training.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'More support at El Dorado',
          items: [
            {
              title: 'Accessibility',
              text: 'Services for people with disabilities.',
              href: '/accesibilidad',
            },
            {
              title: 'Wheelchairs',
              text: 'How to request assistance for your flight.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Family travel',
              text: 'Documents, pushchairs and children’s areas.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Programme tournesol pour les handicaps invisibles',
      description:
        'Le cordon tournesol Hidden Disabilities Sunflower à El Dorado : pour qui, où l’obtenir gratuitement et le soutien que vous pouvez attendre du personnel.',
      blocks: [
        {
          type: 'richText',
          html: `<p>De nombreux handicaps ne se voient pas : autisme, TDAH, anxiété, démence, épilepsie, perte auditive ou visuelle, douleur chronique, diabète, maladies respiratoires et bien d’autres. Un aéroport, avec ses files, son bruit, ses annonces et ses contrôles, peut être éprouvant pour les personnes concernées.</p>
<p>Depuis 2023, El Dorado participe au programme international <strong>Hidden Disabilities Sunflower</strong>. Un cordon vert orné de tournesols indique discrètement au personnel de l’aéroport que vous, ou la personne qui vous accompagne, pouvez avoir besoin de plus de temps, d’aide ou de compréhension, sans avoir à expliquer votre situation.</p>`,
        },
        {
          type: 'steps',
          title: 'Comment l’utiliser',
          items: [
            {
              title: 'Demandez votre cordon',
              text: 'Il est gratuit et aucun certificat médical n’est demandé. Demandez-le aux points d’information de l’aéroport. Si vous avez déjà un cordon tournesol d’un autre aéroport ou organisme, vous pouvez le porter à El Dorado.',
            },
            {
              title: 'Portez-le de façon visible',
              text: 'Portez-le autour du cou pendant tout votre parcours : à l’enregistrement, aux contrôles de sûreté, à l’immigration et en salle d’embarquement.',
            },
            {
              title: 'Dites ce dont vous avez besoin',
              text: 'Si vous le souhaitez, indiquez au personnel comment vous préférez être aidé : consignes écrites, débit plus lent, attente dans un endroit calme ou accompagnement.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Ce à quoi vous pouvez vous attendre</h3>
<ul>
<li>Un personnel formé pour reconnaître le tournesol et vous demander, avec respect, si vous avez besoin de quelque chose.</li>
<li>Plus de temps pour vous préparer au contrôle de sûreté et des explications claires à chaque étape.</li>
<li>Une orientation vers les files prioritaires lorsque votre situation le nécessite.</li>
<li>De la patience si vous devez vous faire répéter une consigne, faire une pause ou rester avec votre aidant.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Ce que le tournesol ne remplace pas',
          html: `<p>Le cordon ne dispense pas des contrôles de sûreté ni d’immigration, et ne remplace pas l’assistance fournie par la compagnie aérienne. Si vous avez besoin d’un fauteuil roulant ou d’un accompagnement jusqu’à l’avion, demandez-le à l’avance à votre compagnie : voir <a href="/servicios/sillas-de-ruedas">fauteuils roulants</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Dois-je prouver mon handicap ?',
              answerHtml: `<p>Non. Le programme repose sur la confiance : personne ne vous demandera de diagnostic ni de document pour vous remettre le cordon.</p>`,
            },
            {
              question: 'Un enfant peut-il le porter ?',
              answerHtml: `<p>Oui. L’accompagnant d’une personne ayant un handicap invisible peut aussi le porter, pour que le personnel sache que le groupe peut avoir besoin de soutien. Voir aussi le <a href="/viaje-en-familia">guide du voyage en famille</a>.</p>`,
            },
            {
              question: 'Comment préparer un voyage plus serein ?',
              answerHtml: `<p>Consultez à l’avance les <a href="/mapas">plans</a> du terminal et le <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d’attente aux contrôles</a>, arrivez tôt et choisissez si possible des horaires plus calmes.</p>`,
            },
            {
              question: 'Où donner mon avis sur le programme ?',
              answerHtml: `<p>Dans le <a href="/contacto#pqrs">formulaire de demandes et réclamations</a>. Vos commentaires nous aident à améliorer la formation du personnel.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Plus de soutien à El Dorado',
          items: [
            {
              title: 'Accessibilité',
              text: 'Services pour les personnes handicapées.',
              href: '/accesibilidad',
            },
            {
              title: 'Fauteuils roulants',
              text: 'Comment demander une assistance pour votre vol.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Voyage en famille',
              text: 'Documents, poussettes et espaces enfants.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Programa girassol para deficiências não visíveis',
      description:
        'O cordão de girassóis do Hidden Disabilities Sunflower no El Dorado: para quem é, onde pedir gratuitamente e que apoio esperar da equipe.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Muitas deficiências não são visíveis: autismo, TDAH, ansiedade, demência, epilepsia, perda auditiva ou visual, dor crônica, diabetes, doenças respiratórias e muitas outras. Um aeroporto, com filas, barulho, anúncios e controles, pode ser difícil para quem convive com uma delas.</p>
<p>Desde 2023, o El Dorado faz parte do programa internacional <strong>Hidden Disabilities Sunflower</strong>. Um cordão verde com girassóis indica discretamente à equipe do aeroporto que você, ou a pessoa com quem viaja, pode precisar de mais tempo, ajuda ou compreensão, sem ter de explicar sua condição.</p>`,
        },
        {
          type: 'steps',
          title: 'Como usar',
          items: [
            {
              title: 'Peça o seu cordão',
              text: 'É gratuito e não exige atestado médico. Peça nos pontos de informação do aeroporto. Se você já tem um cordão do programa de outro aeroporto ou entidade, pode usá-lo no El Dorado.',
            },
            {
              title: 'Use de forma visível',
              text: 'Leve-o no pescoço durante o percurso: no check-in, na inspeção de segurança, na migração e na sala de embarque.',
            },
            {
              title: 'Diga do que precisa',
              text: 'Se quiser, conte à equipe como prefere ser apoiado: instruções por escrito, falar mais devagar, esperar em um lugar tranquilo ou ser acompanhado.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>O que você pode esperar</h3>
<ul>
<li>Equipe treinada para reconhecer o girassol e perguntar, com respeito, se você precisa de algo.</li>
<li>Mais tempo para se preparar na inspeção de segurança e explicações claras de cada etapa.</li>
<li>Orientação para as filas preferenciais quando a sua situação exigir.</li>
<li>Paciência se você precisar que repitam uma instrução, fazer uma pausa ou estar com seu cuidador.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'O que o girassol não substitui',
          html: `<p>O cordão não isenta dos controles de segurança nem de migração, nem substitui a assistência prestada pela companhia aérea. Se você precisa de cadeira de rodas ou de acompanhamento até o avião, peça à sua companhia com antecedência: veja <a href="/servicios/sillas-de-ruedas">cadeiras de rodas</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Preciso comprovar minha deficiência?',
              answerHtml: `<p>Não. O programa se baseia na confiança: ninguém vai pedir diagnóstico ou documentos para entregar o cordão.</p>`,
            },
            {
              question: 'Uma criança pode usar?',
              answerHtml: `<p>Sim. O acompanhante de uma pessoa com deficiência não visível também pode usá-lo, para que a equipe saiba que o grupo pode precisar de apoio. Veja também o <a href="/viaje-en-familia">guia para viajar em família</a>.</p>`,
            },
            {
              question: 'Como me preparar para uma viagem mais tranquila?',
              answerHtml: `<p>Consulte antes os <a href="/mapas">mapas</a> do terminal e o <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempo de espera nos controles</a>, chegue com antecedência e, se puder, escolha horários de menor movimento.</p>`,
            },
            {
              question: 'Onde posso dar minha opinião sobre o programa?',
              answerHtml: `<p>No <a href="/contacto#pqrs">formulário de solicitações e reclamações</a>. Seus comentários nos ajudam a melhorar o treinamento da equipe.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Mais apoio no El Dorado',
          items: [
            {
              title: 'Acessibilidade',
              text: 'Serviços para pessoas com deficiência.',
              href: '/accesibilidad',
            },
            {
              title: 'Cadeiras de rodas',
              text: 'Como pedir assistência para o seu voo.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viagem em família',
              text: 'Documentos, carrinhos de bebê e áreas para crianças.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
  },
});
