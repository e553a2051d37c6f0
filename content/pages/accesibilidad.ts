import { definePage } from '@/content/schemas';

export default definePage({
  path: '/accesibilidad',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Accesibilidad en El Dorado',
      description:
        'Asistencia para personas con movilidad reducida, sillas de ruedas, el programa del girasol para discapacidades ocultas y servicios accesibles.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Queremos que todas las personas viajen con autonomía y tranquilidad. El aeropuerto tiene ascensores en cada zona, baños accesibles en todos los pisos, filas preferenciales en los filtros de seguridad y en Migración, y parqueaderos reservados cerca de los accesos.</p>',
        },
        {
          type: 'steps',
          title: 'Cómo pedir una silla de ruedas',
          items: [
            {
              title: 'Avisa a tu aerolínea',
              text: 'Solicita la asistencia al comprar el tiquete o al menos 48 horas antes del vuelo. La aerolínea es la responsable de acompañarte.',
            },
            {
              title: 'Preséntate en el counter',
              text: 'Llega con la anticipación habitual e identifícate en el counter de tu aerolínea: allí te asignan la silla y un acompañante.',
            },
            {
              title: 'Te acompañamos hasta el avión',
              text: 'Pasarás por la fila preferencial del filtro y de Migración. A la llegada, la asistencia continúa hasta la salida o tu conexión.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Programa del girasol',
          html: '<p>Si tienes una discapacidad no visible (autismo, demencia, ansiedad, baja visión o audición), pide gratis el cordón con girasoles en los puntos de información. Nuestro personal sabrá que puedes necesitar más tiempo o ayuda. Conoce más en <a href="/servicios/sunflower">programa Sunflower</a>.</p>',
        },
        {
          type: 'cards',
          title: 'Servicios relacionados',
          items: [
            {
              title: 'Sillas de ruedas',
              text: 'Dónde pedirlas y cómo funciona la asistencia en la terminal.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viaje en familia',
              text: 'Cochecitos, salas de lactancia y zonas de juego.',
              href: '/viaje-en-familia',
            },
            {
              title: 'Asistencia al pasajero',
              text: 'Puntos de información, ayuda y emergencias.',
              href: '/asistencia',
            },
          ],
        },
        { type: 'downloads', items: [{ label: 'Guía de accesibilidad (PDF)', document: 'guia-de-accesibilidad' }] },
        {
          type: 'accordion',
          title: 'Declaración de accesibilidad de este sitio web',
          items: [
            {
              question: 'Objetivo de conformidad',
              answerHtml:
                '<p>Este sitio busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, y la norma colombiana NTC 5854. Revisamos esta declaración con cada versión del sitio; la última revisión es del 28 de noviembre de 2026.</p>',
            },
            {
              question: 'Cómo lo comprobamos',
              answerHtml:
                '<ul><li>Cada plantilla de página, en español, inglés, francés y portugués, pasa en cada cambio un análisis automático (axe) de todas las reglas WCAG 2.2 A y AA, sin ninguna infracción admitida.</li><li>Recorridos solo con teclado: reservar un taxi, radicar una PQRS y filtrar vuelos, con el foco visible en cada paso.</li><li>Pruebas del lector en voz alta en los cuatro idiomas y del menú de accesibilidad: tamaño de texto, espaciado, contraste, fuente para dislexia (OpenDyslexic), enlaces subrayados, cursor grande, sin animaciones, sin imágenes y guía de lectura.</li><li>Pruebas propias de lo que axe no puede medir, en cada plantilla de página y en los cuatro idiomas: sin desplazamiento horizontal a 320 píxeles de ancho, texto al 200 % sin cortes, solapamientos ni controles ocultos en la cabecera, objetivos táctiles de al menos 24 × 24 píxeles, y un recorrido con el teclado en el que el foco siempre es visible, nunca queda tapado por la cabecera ni por el botón del asistente y nunca queda atrapado.</li><li>Lighthouse: la puntuación de accesibilidad de siete páginas clave (inicio, vuelos, salidas, taxis, restaurantes, una página de contenido y mapas), en español e inglés, se mide con la prueba de rendimiento del proyecto (npm run bench:lighthouse), cuya meta es 100. La última medición completa registrada en el archivo BENCHMARKS.md del código del sitio, del 27 de noviembre de 2026, dio 100 en las 14 páginas. Esa puntuación revisa solo una parte de las reglas de axe: no prueba por sí sola la conformidad.</li></ul>',
            },
            {
              question: 'Limitaciones conocidas',
              answerHtml:
                '<ul><li>La voz del lector depende del navegador y del dispositivo; algunos no tienen voz en portugués o francés.</li><li>El contraste invertido cambia el tono de los colores de las ilustraciones.</li><li>Los puntos del plano de las terminales miden menos de 24 píxeles porque su posición es la información; la vista de lista y la búsqueda de la misma página ofrecen los mismos puntos como enlaces de texto, y son la forma recomendada con lector de pantalla.</li><li>Las pruebas automáticas se hacen en Chromium; otros navegadores y la revisión manual con lectores de pantalla aún no forman parte de ellas.</li></ul>',
            },
            {
              question: 'Cuéntanos si algo no funciona',
              answerHtml:
                '<p>Si encuentras una barrera, escríbenos desde la página de <a href="/contacto">contacto y PQRS</a>, en el formulario de contacto, con el asunto «Accesibilidad». Respondemos en los plazos legales de una petición (15 días hábiles) y te ofrecemos la información en otro formato mientras tanto.</p>',
            },
          ],
        },
        {
          type: 'contact',
          title: '¿Necesitas ayuda ahora?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora responde por WhatsApp 24 horas, todos los días.',
        },
      ],
    },
    en: {
      title: 'Accessibility at El Dorado',
      description:
        'Assistance for people with reduced mobility, wheelchairs, the Sunflower programme for hidden disabilities and accessible services.',
      blocks: [
        {
          type: 'richText',
          html: '<p>We want everyone to travel independently and with peace of mind. The airport has lifts in every area, accessible toilets on every floor, priority lanes at security and immigration, and reserved parking near the entrances.</p>',
        },
        {
          type: 'steps',
          title: 'How to request a wheelchair',
          items: [
            {
              title: 'Tell your airline',
              text: 'Request assistance when you buy your ticket or at least 48 hours before the flight. The airline is responsible for accompanying you.',
            },
            {
              title: 'Go to the check-in desk',
              text: 'Arrive with the usual time to spare and identify yourself at your airline’s desk: they assign the wheelchair and a companion.',
            },
            {
              title: 'We take you to the aircraft',
              text: 'You will use the priority lane at security and immigration. On arrival, assistance continues to the exit or your connection.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Sunflower programme',
          html: '<p>If you have a non-visible disability (autism, dementia, anxiety, low vision or hearing loss), ask for the free sunflower lanyard at the information desks. Our staff will know you may need more time or help. Learn more on the <a href="/servicios/sunflower">Sunflower programme</a> page.</p>',
        },
        {
          type: 'cards',
          title: 'Related services',
          items: [
            {
              title: 'Wheelchairs',
              text: 'Where to ask for one and how assistance works in the terminal.',
              href: '/servicios/sillas-de-ruedas',
            },
            { title: 'Family travel', text: 'Pushchairs, nursing rooms and play areas.', href: '/viaje-en-familia' },
            { title: 'Passenger assistance', text: 'Information desks, help and emergencies.', href: '/asistencia' },
          ],
        },
        { type: 'downloads', items: [{ label: 'Accessibility guide (PDF)', document: 'guia-de-accesibilidad' }] },
        {
          type: 'accordion',
          title: 'Accessibility statement for this website',
          items: [
            {
              question: 'Conformance target',
              answerHtml:
                '<p>This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and the Colombian standard NTC 5854. We review this statement with every release of the site; it was last reviewed on 28 November 2026.</p>',
            },
            {
              question: 'How we check it',
              answerHtml:
                '<ul><li>Every page template, in Spanish, English, French and Portuguese, is scanned on every change with axe against all WCAG 2.2 A and AA rules, with no violation allowed.</li><li>Keyboard-only journeys: booking a taxi, filing a complaint or request (PQRS) and filtering flights, with a visible focus at every step.</li><li>Tests of the read-aloud tool in the four languages and of the accessibility menu: text size, spacing, contrast, a dyslexia font (OpenDyslexic), underlined links, a large cursor, no animations, no images and a reading guide.</li><li>Our own tests of what axe cannot measure, on every page template and in the four languages: no sideways scrolling at 320 pixels wide, text at 200 % with nothing cut off, overlapping or hidden in the header, touch targets of at least 24 × 24 pixels, and a keyboard walk in which the focus is always visible, never hidden by the header or the assistant’s button, and never trapped.</li><li>Lighthouse: the accessibility score of seven key pages (home, flights, departures, taxis, restaurants, a content page and maps), in Spanish and English, is measured by the project’s performance check (npm run bench:lighthouse), whose target is 100. The last full measurement recorded in the BENCHMARKS.md file of the site’s code, on 27 November 2026, gave 100 on all 14 pages. That score checks only part of axe’s rules: on its own it does not prove conformance.</li></ul>',
            },
            {
              question: 'Known limits',
              answerHtml:
                '<ul><li>The reading voice depends on the browser and device; some have no Portuguese or French voice.</li><li>Inverted contrast changes the hue of the colours in illustrations.</li><li>The points on the terminal plans are smaller than 24 pixels because their position is the information; the list view and the search on the same page offer the same points as text links, and are the recommended way with a screen reader.</li><li>The automated tests run in Chromium; other browsers and a manual review with screen readers are not yet part of them.</li></ul>',
            },
            {
              question: 'Tell us when something does not work',
              answerHtml:
                '<p>If you meet a barrier, write to us from the <a href="/en/contacto">contact and PQRS page</a>, in the contact form, with the subject “Accessibility”. We answer within the legal time for a request (15 working days) and offer you the information in another format in the meantime.</p>',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Need help now?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora answers on WhatsApp 24 hours a day, every day.',
        },
      ],
    },
    fr: {
      title: 'Accessibilité à El Dorado',
      description:
        'Assistance aux personnes à mobilité réduite, fauteuils roulants, programme Tournesol pour les handicaps invisibles et services accessibles.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Nous voulons que chacun voyage de façon autonome et sereine. L’aéroport dispose d’ascenseurs dans chaque zone, de toilettes accessibles à chaque niveau, de files prioritaires aux contrôles et à l’immigration, et de places de parking réservées près des accès.</p>',
        },
        {
          type: 'steps',
          title: 'Comment demander un fauteuil roulant',
          items: [
            {
              title: 'Prévenez votre compagnie',
              text: 'Demandez l’assistance à l’achat du billet ou au moins 48 heures avant le vol. C’est la compagnie qui vous accompagne.',
            },
            {
              title: 'Présentez-vous à l’enregistrement',
              text: 'Arrivez avec l’avance habituelle et signalez-vous au comptoir de votre compagnie : on vous attribue un fauteuil et un accompagnateur.',
            },
            {
              title: 'Accompagnement jusqu’à l’avion',
              text: 'Vous passez par la file prioritaire des contrôles et de l’immigration. À l’arrivée, l’assistance continue jusqu’à la sortie ou votre correspondance.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Programme Tournesol',
          html: '<p>Si vous avez un handicap invisible (autisme, démence, anxiété, déficience visuelle ou auditive), demandez gratuitement le cordon tournesol aux points d’information. Notre personnel saura que vous pouvez avoir besoin de plus de temps ou d’aide. En savoir plus : <a href="/servicios/sunflower">programme Tournesol</a>.</p>',
        },
        {
          type: 'cards',
          title: 'Services associés',
          items: [
            {
              title: 'Fauteuils roulants',
              text: 'Où les demander et comment fonctionne l’assistance dans le terminal.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Voyager en famille',
              text: 'Poussettes, salles d’allaitement et espaces de jeux.',
              href: '/viaje-en-familia',
            },
            { title: 'Assistance aux passagers', text: 'Points d’information, aide et urgences.', href: '/asistencia' },
          ],
        },
        { type: 'downloads', items: [{ label: 'Guide d’accessibilité (PDF)', document: 'guia-de-accesibilidad' }] },
        {
          type: 'accordion',
          title: 'Déclaration d’accessibilité de ce site',
          items: [
            {
              question: 'Objectif de conformité',
              answerHtml:
                '<p>Ce site vise la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA, et à la norme colombienne NTC 5854. Nous revoyons cette déclaration à chaque version du site ; dernière révision le 28 novembre 2026.</p>',
            },
            {
              question: 'Comment nous le vérifions',
              answerHtml:
                '<ul><li>Chaque modèle de page, en espagnol, anglais, français et portugais, est analysé à chaque modification avec axe sur toutes les règles WCAG 2.2 A et AA, sans aucune violation tolérée.</li><li>Parcours au clavier seul : réserver un taxi, déposer une réclamation ou une demande (PQRS) et filtrer les vols, avec un focus visible à chaque étape.</li><li>Tests de la lecture à voix haute dans les quatre langues et du menu d’accessibilité : taille du texte, espacement, contraste, police pour la dyslexie (OpenDyslexic), liens soulignés, grand curseur, sans animations, sans images et guide de lecture.</li><li>Nos propres tests de ce qu’axe ne peut pas mesurer, sur chaque modèle de page et dans les quatre langues : aucun défilement horizontal à 320 pixels de large, texte à 200 % sans coupure, chevauchement ni commande masquée dans l’en-tête, cibles tactiles d’au moins 24 × 24 pixels, et un parcours au clavier où le focus est toujours visible, jamais caché par l’en-tête ni par le bouton de l’assistant, et jamais piégé.</li><li>Lighthouse : le score d’accessibilité de sept pages clés (accueil, vols, départs, taxis, restaurants, une page de contenu et plans), en espagnol et en anglais, est mesuré par le test de performance du projet (npm run bench:lighthouse), dont l’objectif est 100. La dernière mesure complète consignée dans le fichier BENCHMARKS.md du code du site, le 27 novembre 2026, a donné 100 sur les 14 pages. Ce score ne vérifie qu’une partie des règles d’axe : à lui seul, il ne prouve pas la conformité.</li></ul>',
            },
            {
              question: 'Limites connues',
              answerHtml:
                '<ul><li>La voix de lecture dépend du navigateur et de l’appareil ; certains n’ont pas de voix portugaise ou française.</li><li>Le contraste inversé change la teinte des couleurs des illustrations.</li><li>Les points des plans des terminaux font moins de 24 pixels, car leur position est l’information ; la vue en liste et la recherche de la même page proposent les mêmes points sous forme de liens texte et sont recommandées avec un lecteur d’écran.</li><li>Les tests automatiques se font dans Chromium ; les autres navigateurs et une vérification manuelle avec des lecteurs d’écran n’en font pas encore partie.</li></ul>',
            },
            {
              question: 'Signalez-nous un problème',
              answerHtml:
                '<p>Si vous rencontrez un obstacle, écrivez-nous depuis la page <a href="/fr/contacto">contact et PQRS</a>, dans le formulaire de contact, avec l’objet « Accessibilité ». Nous répondons dans le délai légal d’une demande (15 jours ouvrables) et vous proposons l’information dans un autre format en attendant.</p>',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Besoin d’aide maintenant ?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora répond sur WhatsApp 24 h/24, tous les jours.',
        },
      ],
    },
    pt: {
      title: 'Acessibilidade no El Dorado',
      description:
        'Assistência a pessoas com mobilidade reduzida, cadeiras de rodas, o programa do girassol para deficiências ocultas e serviços acessíveis.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Queremos que todas as pessoas viajem com autonomia e tranquilidade. O aeroporto tem elevadores em cada área, banheiros acessíveis em todos os pisos, filas preferenciais nos controles de segurança e na Migração, e vagas reservadas perto dos acessos.</p>',
        },
        {
          type: 'steps',
          title: 'Como pedir uma cadeira de rodas',
          items: [
            {
              title: 'Avise a sua companhia aérea',
              text: 'Solicite a assistência ao comprar a passagem ou pelo menos 48 horas antes do voo. A companhia aérea é responsável por acompanhar você.',
            },
            {
              title: 'Apresente-se no check-in',
              text: 'Chegue com a antecedência habitual e identifique-se no balcão da sua companhia: lá você recebe a cadeira e um acompanhante.',
            },
            {
              title: 'Acompanhamos você até o avião',
              text: 'Você passa pela fila preferencial do controle e da Migração. Na chegada, a assistência continua até a saída ou a sua conexão.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Programa do girassol',
          html: '<p>Se você tem uma deficiência não visível (autismo, demência, ansiedade, baixa visão ou audição), peça gratuitamente o cordão de girassóis nos pontos de informação. Nossa equipe saberá que você pode precisar de mais tempo ou ajuda. Saiba mais em <a href="/servicios/sunflower">programa Sunflower</a>.</p>',
        },
        {
          type: 'cards',
          title: 'Serviços relacionados',
          items: [
            {
              title: 'Cadeiras de rodas',
              text: 'Onde pedir e como funciona a assistência no terminal.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viagem em família',
              text: 'Carrinhos de bebê, salas de amamentação e áreas de recreação.',
              href: '/viaje-en-familia',
            },
            {
              title: 'Assistência ao passageiro',
              text: 'Pontos de informação, ajuda e emergências.',
              href: '/asistencia',
            },
          ],
        },
        { type: 'downloads', items: [{ label: 'Guia de acessibilidade (PDF)', document: 'guia-de-accesibilidad' }] },
        {
          type: 'accordion',
          title: 'Declaração de acessibilidade deste site',
          items: [
            {
              question: 'Meta de conformidade',
              answerHtml:
                '<p>Este site procura cumprir as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, e a norma colombiana NTC 5854. Revisamos esta declaração a cada versão do site; a última revisão é de 28 de novembro de 2026.</p>',
            },
            {
              question: 'Como verificamos',
              answerHtml:
                '<ul><li>Cada modelo de página, em espanhol, inglês, francês e português, é analisado a cada mudança com o axe em todas as regras WCAG 2.2 A e AA, sem nenhuma violação admitida.</li><li>Percursos só com teclado: reservar um táxi, registrar uma reclamação ou solicitação (PQRS) e filtrar voos, com o foco visível em cada passo.</li><li>Testes da leitura em voz alta nos quatro idiomas e do menu de acessibilidade: tamanho do texto, espaçamento, contraste, fonte para dislexia (OpenDyslexic), links sublinhados, cursor grande, sem animações, sem imagens e guia de leitura.</li><li>Testes próprios do que o axe não consegue medir, em cada modelo de página e nos quatro idiomas: nenhuma rolagem horizontal a 320 pixels de largura, texto a 200 % sem cortes, sobreposições nem controles ocultos no cabeçalho, alvos de toque de pelo menos 24 × 24 pixels, e um percurso com o teclado em que o foco está sempre visível, nunca fica escondido pelo cabeçalho nem pelo botão da assistente e nunca fica preso.</li><li>Lighthouse: a pontuação de acessibilidade de sete páginas-chave (início, voos, partidas, táxis, restaurantes, uma página de conteúdo e mapas), em espanhol e inglês, é medida pelo teste de desempenho do projeto (npm run bench:lighthouse), cuja meta é 100. A última medição completa registrada no arquivo BENCHMARKS.md do código do site, em 27 de novembro de 2026, deu 100 nas 14 páginas. Essa pontuação verifica só uma parte das regras do axe: sozinha, não prova a conformidade.</li></ul>',
            },
            {
              question: 'Limitações conhecidas',
              answerHtml:
                '<ul><li>A voz de leitura depende do navegador e do dispositivo; alguns não têm voz em português ou francês.</li><li>O contraste invertido muda o tom das cores das ilustrações.</li><li>Os pontos das plantas dos terminais medem menos de 24 pixels porque a sua posição é a informação; a vista em lista e a busca da mesma página oferecem os mesmos pontos como links de texto e são a forma recomendada com leitor de tela.</li><li>Os testes automáticos são feitos no Chromium; outros navegadores e uma revisão manual com leitores de tela ainda não fazem parte deles.</li></ul>',
            },
            {
              question: 'Conte-nos se algo não funciona',
              answerHtml:
                '<p>Se encontrar uma barreira, escreva-nos pela página de <a href="/pt/contacto">contato e PQRS</a>, no formulário de contato, com o assunto “Acessibilidade”. Respondemos no prazo legal de uma solicitação (15 dias úteis) e oferecemos a informação em outro formato enquanto isso.</p>',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Precisa de ajuda agora?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'A Dora atende pelo WhatsApp 24 horas, todos os dias.',
        },
      ],
    },
  },
});
