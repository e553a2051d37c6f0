import { definePage } from '@/content/schemas';

export default definePage({
  path: '/qr-descarga-app',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'App del Aeropuerto El Dorado',
      description:
        'Descarga la app del aeropuerto: estado de tu vuelo, tiempo en filas, mapas y servicios en tu celular.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Con la app tienes en el celular el estado de tu vuelo, los tiempos de espera en los filtros, los mapas del terminal y los servicios del aeropuerto.</p>',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Escanea o toca',
              text: 'Si abriste esta página desde un iPhone o un Android, te llevamos directo a tu tienda.',
            },
            { title: 'Instala y activa alertas', text: 'Sigue tu vuelo para recibir cambios de puerta y de hora.' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>¿Sin espacio en el celular? Todo está también en este sitio: <a href="/vuelos">vuelos</a> e <a href="/informacion-en-tiempo-real">información en tiempo real</a>.</p>',
        },
      ],
    },
    en: {
      title: 'El Dorado Airport app',
      description: 'Download the airport app: your flight status, queue times, maps and services on your phone.',
      blocks: [
        {
          type: 'richText',
          html: '<p>With the app you have your flight status, security wait times, terminal maps and airport services on your phone.</p>',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Scan or tap',
              text: 'If you opened this page on an iPhone or Android phone, we take you straight to your store.',
            },
            { title: 'Install and turn on alerts', text: 'Follow your flight to get gate and time changes.' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>No room on your phone? Everything is also on this site: <a href="/vuelos">flights</a> and <a href="/informacion-en-tiempo-real">real-time information</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Application de l’aéroport El Dorado',
      description:
        'Téléchargez l’application de l’aéroport : statut du vol, attente aux contrôles, plans et services sur votre téléphone.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Avec l’application, vous avez sur votre téléphone le statut de votre vol, l’attente aux contrôles, les plans du terminal et les services de l’aéroport.</p>',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Scannez ou touchez',
              text: 'Si vous avez ouvert cette page sur un iPhone ou un Android, nous vous dirigeons vers votre boutique.',
            },
            {
              title: 'Installez et activez les alertes',
              text: 'Suivez votre vol pour être averti des changements de porte et d’horaire.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Plus de place sur votre téléphone ? Tout est aussi sur ce site : <a href="/vuelos">vols</a> et <a href="/informacion-en-tiempo-real">informations en temps réel</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'App do Aeroporto El Dorado',
      description: 'Baixe o app do aeroporto: status do seu voo, tempo nas filas, mapas e serviços no celular.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Com o app você tem no celular o status do seu voo, o tempo de espera nos controles, os mapas do terminal e os serviços do aeroporto.</p>',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Escaneie ou toque',
              text: 'Se você abriu esta página em um iPhone ou Android, levamos você direto à sua loja.',
            },
            {
              title: 'Instale e ative os alertas',
              text: 'Siga o seu voo para receber mudanças de portão e de horário.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Sem espaço no celular? Tudo também está neste site: <a href="/vuelos">voos</a> e <a href="/informacion-en-tiempo-real">informação em tempo real</a>.</p>',
        },
      ],
    },
  },
});
