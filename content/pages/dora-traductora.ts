import { definePage } from '@/content/schemas';

export default definePage({
  path: '/dora-traductora',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Dora traductora',
      description:
        'Habla con el personal del aeropuerto en tu idioma: Dora traduce lo que dices y lo que te responden.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora traductora ayuda a pasajeros y personal del aeropuerto a entenderse cuando no hablan el mismo idioma, en puntos de información, filtros y counters.</p>',
        },
        {
          type: 'steps',
          title: 'Cómo se usa',
          items: [
            {
              title: 'Elige tu idioma',
              text: 'El funcionario abre Dora traductora en la pantalla del punto de atención y selecciona tu idioma.',
            },
            {
              title: 'Habla o escribe',
              text: 'Di tu pregunta en voz alta o escríbela; Dora la muestra traducida al español.',
            },
            {
              title: 'Lee la respuesta',
              text: 'La respuesta del funcionario aparece en tu idioma y también se puede escuchar.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Tu privacidad',
          html: '<p>Las conversaciones se usan solo para traducir en el momento y no se guardan asociadas a tu identidad. Conoce nuestra <a href="/pdfViewer?file=politica-de-tratamiento-de-datos">política de tratamiento de datos</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Dora translator',
      description: 'Talk to airport staff in your language: Dora translates what you say and what they answer.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora translator helps passengers and airport staff understand each other when they do not share a language, at information desks, security and check-in.</p>',
        },
        {
          type: 'steps',
          title: 'How it works',
          items: [
            {
              title: 'Choose your language',
              text: 'The staff member opens Dora translator on the desk’s screen and selects your language.',
            },
            {
              title: 'Speak or type',
              text: 'Say your question out loud or type it; Dora shows it translated into Spanish.',
            },
            {
              title: 'Read the answer',
              text: 'The staff member’s answer appears in your language and can also be heard.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Your privacy',
          html: '<p>Conversations are only used to translate at that moment and are not stored with your identity. Read our <a href="/pdfViewer?file=politica-de-tratamiento-de-datos">data processing policy</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Dora traductrice',
      description:
        'Parlez au personnel de l’aéroport dans votre langue : Dora traduit ce que vous dites et ce qu’on vous répond.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora traductrice aide passagers et personnel de l’aéroport à se comprendre lorsqu’ils ne parlent pas la même langue, aux points d’information, aux contrôles et aux comptoirs.</p>',
        },
        {
          type: 'steps',
          title: 'Mode d’emploi',
          items: [
            {
              title: 'Choisissez votre langue',
              text: 'L’agent ouvre Dora traductrice sur l’écran du comptoir et sélectionne votre langue.',
            },
            {
              title: 'Parlez ou écrivez',
              text: 'Posez votre question à voix haute ou écrivez-la ; Dora l’affiche traduite en espagnol.',
            },
            {
              title: 'Lisez la réponse',
              text: 'La réponse de l’agent s’affiche dans votre langue et peut aussi être écoutée.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Votre vie privée',
          html: '<p>Les conversations servent uniquement à traduire sur le moment et ne sont pas conservées avec votre identité. Consultez notre <a href="/pdfViewer?file=politica-de-tratamiento-de-datos">politique de traitement des données</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Dora tradutora',
      description: 'Fale com a equipe do aeroporto no seu idioma: a Dora traduz o que você diz e o que respondem.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A Dora tradutora ajuda passageiros e funcionários do aeroporto a se entenderem quando não falam o mesmo idioma, nos pontos de informação, controles e balcões.</p>',
        },
        {
          type: 'steps',
          title: 'Como usar',
          items: [
            {
              title: 'Escolha o seu idioma',
              text: 'O funcionário abre a Dora tradutora na tela do atendimento e seleciona o seu idioma.',
            },
            {
              title: 'Fale ou escreva',
              text: 'Diga a sua pergunta em voz alta ou escreva; a Dora a mostra traduzida para o espanhol.',
            },
            {
              title: 'Leia a resposta',
              text: 'A resposta do funcionário aparece no seu idioma e também pode ser ouvida.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'A sua privacidade',
          html: '<p>As conversas são usadas apenas para traduzir no momento e não são guardadas com a sua identidade. Conheça a nossa <a href="/pdfViewer?file=politica-de-tratamiento-de-datos">política de tratamento de dados</a>.</p>',
        },
      ],
    },
  },
});
