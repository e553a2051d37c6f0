import { definePage } from '@/content/schemas';

export default definePage({
  path: '/dora',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Dora, la asistente virtual de El Dorado',
      description:
        'Dora responde por WhatsApp las 24 horas sobre objetos perdidos, servicios, vuelos y cómo llegar al aeropuerto.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora es la asistente virtual del aeropuerto. Te responde por WhatsApp a cualquier hora y te pone en contacto con una persona cuando tu caso lo necesita.</p>',
        },
        { type: 'contact', title: 'Escríbele a Dora', whatsapp: '{{doraWhatsapp}}', hours: '24 horas, todos los días' },
        {
          type: 'cards',
          title: 'Lo que Dora resuelve',
          items: [
            {
              title: 'Objetos perdidos',
              text: 'Reporta lo que perdiste en el terminal y sigue tu caso.',
              href: '/servicios/objetos-perdidos',
            },
            { title: 'Estado de tu vuelo', text: 'Horario, puerta y banda de equipaje de tu vuelo.', href: '/vuelos' },
            {
              title: 'Servicios del aeropuerto',
              text: 'Wifi, carros de equipaje, salas VIP, farmacias y más.',
              href: '/servicios',
            },
            {
              title: 'Cómo llegar',
              text: 'Transporte público, taxis y parqueaderos.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Cómo empezar',
          items: [
            { title: 'Guarda el número', text: 'Agrega {{doraWhatsapp}} a tus contactos.' },
            { title: 'Escribe «Hola»', text: 'Dora te muestra un menú con los temas más consultados.' },
            {
              title: 'Cuéntale tu caso',
              text: 'Para objetos perdidos, indica qué era, dónde y a qué hora lo perdiste.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '¿Necesitas traducción en el terminal?',
          html: '<p>Usa <a href="/dora-traductora">Dora traductora</a> para comunicarte con el personal del aeropuerto en tu idioma.</p>',
        },
      ],
    },
    en: {
      title: 'Dora, El Dorado’s virtual assistant',
      description:
        'Dora answers on WhatsApp 24 hours a day about lost items, services, flights and getting to the airport.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora is the airport’s virtual assistant. She answers on WhatsApp at any time and puts you in touch with a person when your case needs it.</p>',
        },
        { type: 'contact', title: 'Message Dora', whatsapp: '{{doraWhatsapp}}', hours: '24 hours a day, every day' },
        {
          type: 'cards',
          title: 'What Dora helps with',
          items: [
            {
              title: 'Lost items',
              text: 'Report what you lost in the terminal and follow your case.',
              href: '/servicios/objetos-perdidos',
            },
            { title: 'Your flight', text: 'Time, gate and baggage belt of your flight.', href: '/vuelos' },
            {
              title: 'Airport services',
              text: 'Wifi, luggage carts, VIP lounges, pharmacies and more.',
              href: '/servicios',
            },
            {
              title: 'Getting here',
              text: 'Public transport, taxis and parking.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'How to start',
          items: [
            { title: 'Save the number', text: 'Add {{doraWhatsapp}} to your contacts.' },
            { title: 'Say “Hello”', text: 'Dora shows a menu with the most asked topics.' },
            { title: 'Tell her your case', text: 'For lost items, say what it was, where and when you lost it.' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Need translation in the terminal?',
          html: '<p>Use <a href="/dora-traductora">Dora translator</a> to talk to airport staff in your language.</p>',
        },
      ],
    },
    fr: {
      title: 'Dora, l’assistante virtuelle d’El Dorado',
      description:
        'Dora répond sur WhatsApp 24 h/24 sur les objets perdus, les services, les vols et l’accès à l’aéroport.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Dora est l’assistante virtuelle de l’aéroport. Elle répond sur WhatsApp à toute heure et vous met en relation avec une personne si votre demande le nécessite.</p>',
        },
        { type: 'contact', title: 'Écrire à Dora', whatsapp: '{{doraWhatsapp}}', hours: '24 h/24, tous les jours' },
        {
          type: 'cards',
          title: 'Ce que Dora peut faire',
          items: [
            {
              title: 'Objets perdus',
              text: 'Signalez un objet perdu dans le terminal et suivez votre dossier.',
              href: '/servicios/objetos-perdidos',
            },
            { title: 'Votre vol', text: 'Horaire, porte et tapis à bagages de votre vol.', href: '/vuelos' },
            {
              title: 'Services de l’aéroport',
              text: 'Wifi, chariots, salons VIP, pharmacies et plus.',
              href: '/servicios',
            },
            {
              title: 'Venir à l’aéroport',
              text: 'Transports publics, taxis et parkings.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Pour commencer',
          items: [
            { title: 'Enregistrez le numéro', text: 'Ajoutez {{doraWhatsapp}} à vos contacts.' },
            { title: 'Écrivez « Bonjour »', text: 'Dora affiche un menu avec les sujets les plus demandés.' },
            {
              title: 'Expliquez votre demande',
              text: 'Pour un objet perdu, indiquez ce que c’était, où et quand vous l’avez perdu.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Besoin d’une traduction dans le terminal ?',
          html: '<p>Utilisez <a href="/dora-traductora">Dora traductrice</a> pour parler au personnel de l’aéroport dans votre langue.</p>',
        },
      ],
    },
    pt: {
      title: 'Dora, a assistente virtual do El Dorado',
      description:
        'A Dora atende pelo WhatsApp 24 horas sobre objetos perdidos, serviços, voos e como chegar ao aeroporto.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A Dora é a assistente virtual do aeroporto. Ela responde pelo WhatsApp a qualquer hora e coloca você em contato com uma pessoa quando o seu caso precisa.</p>',
        },
        {
          type: 'contact',
          title: 'Escreva para a Dora',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 horas, todos os dias',
        },
        {
          type: 'cards',
          title: 'O que a Dora resolve',
          items: [
            {
              title: 'Objetos perdidos',
              text: 'Informe o que você perdeu no terminal e acompanhe o seu caso.',
              href: '/servicios/objetos-perdidos',
            },
            { title: 'O seu voo', text: 'Horário, portão e esteira de bagagem do seu voo.', href: '/vuelos' },
            {
              title: 'Serviços do aeroporto',
              text: 'Wi-fi, carrinhos de bagagem, salas VIP, farmácias e mais.',
              href: '/servicios',
            },
            {
              title: 'Como chegar',
              text: 'Transporte público, táxis e estacionamentos.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Como começar',
          items: [
            { title: 'Salve o número', text: 'Adicione {{doraWhatsapp}} aos seus contatos.' },
            { title: 'Escreva “Olá”', text: 'A Dora mostra um menu com os temas mais consultados.' },
            {
              title: 'Conte o seu caso',
              text: 'Para objetos perdidos, diga o que era, onde e a que horas você o perdeu.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Precisa de tradução no terminal?',
          html: '<p>Use a <a href="/dora-traductora">Dora tradutora</a> para falar com a equipe do aeroporto no seu idioma.</p>',
        },
      ],
    },
  },
});
