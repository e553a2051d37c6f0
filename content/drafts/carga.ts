import { definePage } from '@/content/schemas';

/** A draft revision of /carga, visible only through the preview route (PREVIEW_SECRET). */
export default definePage({
  path: '/carga',
  updatedAt: '2026-11-21',
  locales: {
    es: {
      title: 'Carga aérea en El Dorado (borrador)',
      description:
        'Borrador de la nueva página de carga: terminales, operadores y trámites de exportación e importación.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Esta revisión amplía la información de la zona de carga con los horarios de recepción de perecederos.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Pendiente de aprobación',
          html: '<p>Los horarios de recepción se confirman con los operadores de carga antes de publicar.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guía de servicios de carga (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    en: {
      title: 'Air cargo at El Dorado (draft)',
      description: 'Draft of the new cargo page: terminals, operators and export and import paperwork.',
      blocks: [
        {
          type: 'richText',
          html: '<p>This revision adds the acceptance hours for perishables to the cargo area information.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Awaiting approval',
          html: '<p>Acceptance hours are being confirmed with the cargo operators before publication.</p>',
        },
        { type: 'downloads', items: [{ label: 'Cargo services guide (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    fr: {
      title: 'Fret aérien à El Dorado (brouillon)',
      description: 'Brouillon de la nouvelle page fret : terminaux, opérateurs et formalités d’export et d’import.',
      blocks: [
        { type: 'richText', html: '<p>Cette révision ajoute les horaires de réception des denrées périssables.</p>' },
        {
          type: 'callout',
          tone: 'warning',
          title: 'En attente de validation',
          html: '<p>Les horaires de réception sont en cours de confirmation avec les opérateurs de fret.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guide des services de fret (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    pt: {
      title: 'Carga aérea no El Dorado (rascunho)',
      description: 'Rascunho da nova página de carga: terminais, operadores e trâmites de exportação e importação.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Esta revisão acrescenta os horários de recebimento de perecíveis às informações da área de carga.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Aguardando aprovação',
          html: '<p>Os horários de recebimento estão sendo confirmados com os operadores de carga antes da publicação.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guia de serviços de carga (PDF)', document: 'guia-de-carga' }] },
      ],
    },
  },
});
