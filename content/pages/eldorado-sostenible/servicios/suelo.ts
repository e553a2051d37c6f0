import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/suelo',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Suelo',
      description:
        'Cómo protege El Dorado el suelo de derrames, erosión y residuos de obra en plataformas, talleres, zonas verdes y proyectos de construcción.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El aeropuerto ocupa una gran extensión de la sabana de Bogotá, entre pistas, plataformas, vías, edificios y zonas verdes. Ese suelo se puede contaminar con combustibles, aceites o químicos, perder su cobertura por erosión o recibir residuos de construcción. El componente <strong>suelo</strong> de El Dorado Sostenible busca prevenir esos daños y, si ocurren, corregirlos a tiempo.</p>',
        },
        {
          type: 'accordion',
          title: 'Cómo se protege',
          items: [
            {
              question: 'Prevención de derrames',
              answerHtml:
                '<p>El abastecimiento de combustible a los aviones y el mantenimiento de equipos se hacen sobre superficies impermeables con drenajes conectados a separadores de aceite y agua. Tanques y bodegas de químicos tienen contención secundaria. Vea <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'Respuesta ante un derrame',
              answerHtml:
                '<p>Se contiene con material absorbente, se limpia la superficie, se recoge el material contaminado como residuo peligroso y, si el derrame llegó a tierra, se evalúa el suelo afectado y se remedia con un gestor autorizado.</p>',
            },
            {
              question: 'Obras y construcción',
              answerHtml:
                '<p>Las obras deben manejar sus residuos de construcción y demolición en sitios autorizados, reutilizar el material de excavación cuando es posible, proteger la capa vegetal y evitar que el sedimento llegue a canales y redes de drenaje.</p>',
            },
            {
              question: 'Zonas verdes y control de erosión',
              answerHtml:
                '<p>Las franjas de pista y demás zonas verdes se mantienen con cobertura vegetal para evitar erosión y polvo, con un manejo de la altura del pasto que tiene en cuenta el riesgo de fauna. Vea <a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: '¿Ve una mancha de combustible o aceite?',
          html: '<p>Si está en una zona pública (parqueaderos, vías de acceso, andenes), no la toque y avise al personal del aeropuerto indicando el lugar exacto. También puede reportarlo en <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Contratistas y arrendatarios: dudas sobre requisitos ambientales',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'Soil',
      description:
        'How El Dorado protects the soil from spills, erosion and construction waste on aprons, in workshops, green areas and building projects.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The airport covers a large area of the Bogota high plain, with runways, aprons, roads, buildings and green areas. That soil can be contaminated by fuel, oil or chemicals, lose its cover through erosion or receive construction waste. The <strong>soil</strong> component of El Dorado Sostenible aims to prevent that damage and, if it happens, to correct it quickly.</p>',
        },
        {
          type: 'accordion',
          title: 'How it is protected',
          items: [
            {
              question: 'Spill prevention',
              answerHtml:
                '<p>Aircraft refuelling and equipment maintenance take place on impermeable surfaces with drains connected to oil-water separators. Tanks and chemical stores have secondary containment. See <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'Spill response',
              answerHtml:
                '<p>The spill is contained with absorbent material, the surface is cleaned, the contaminated material is collected as hazardous waste and, if the spill reached the ground, the affected soil is assessed and remediated by an authorised contractor.</p>',
            },
            {
              question: 'Building works',
              answerHtml:
                '<p>Works must take their construction and demolition waste to authorised sites, reuse excavated material where possible, protect the topsoil and keep sediment out of channels and drainage networks.</p>',
            },
            {
              question: 'Green areas and erosion control',
              answerHtml:
                '<p>Runway strips and other green areas are kept covered with vegetation to prevent erosion and dust, with grass height managed with the wildlife hazard in mind. See <a href="/eldorado-sostenible/servicios/silvicultura">urban forestry</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Do you see a fuel or oil stain?',
          html: '<p>If it is in a public area (car parks, access roads, pavements), do not touch it and tell airport staff the exact location. You can also report it through <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Contractors and tenants: questions about environmental requirements',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Sols',
      description:
        'Comment El Dorado protège les sols des déversements, de l’érosion et des déchets de chantier sur les aires de trafic, dans les ateliers, les espaces verts et les travaux.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’aéroport occupe une vaste surface du haut plateau de Bogota : pistes, aires de trafic, voies, bâtiments et espaces verts. Ces sols peuvent être pollués par des carburants, des huiles ou des produits chimiques, perdre leur couverture par l’érosion ou recevoir des déchets de chantier. Le volet <strong>sols</strong> d’El Dorado Sostenible vise à prévenir ces dommages et, s’ils surviennent, à les corriger rapidement.</p>',
        },
        {
          type: 'accordion',
          title: 'Comment ils sont protégés',
          items: [
            {
              question: 'Prévention des déversements',
              answerHtml:
                '<p>L’avitaillement des avions et l’entretien des engins se font sur des surfaces imperméables dont les drains sont reliés à des séparateurs d’hydrocarbures. Les cuves et les magasins de produits chimiques disposent d’une rétention secondaire. Voir <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'Intervention en cas de déversement',
              answerHtml:
                '<p>Le produit est confiné avec un absorbant, la surface est nettoyée, les matériaux souillés sont collectés comme déchets dangereux et, si le déversement a atteint la terre, le sol touché est évalué puis dépollué par un prestataire agréé.</p>',
            },
            {
              question: 'Travaux et construction',
              answerHtml:
                '<p>Les chantiers doivent évacuer leurs déchets de construction et de démolition vers des sites autorisés, réutiliser les déblais quand c’est possible, protéger la terre végétale et empêcher les sédiments d’atteindre les canaux et réseaux de drainage.</p>',
            },
            {
              question: 'Espaces verts et lutte contre l’érosion',
              answerHtml:
                '<p>Les bandes de piste et les autres espaces verts gardent une couverture végétale pour éviter l’érosion et la poussière, avec une hauteur d’herbe gérée en tenant compte du risque animalier. Voir <a href="/eldorado-sostenible/servicios/silvicultura">sylviculture</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Vous voyez une tache de carburant ou d’huile ?',
          html: '<p>Si elle se trouve dans une zone publique (parkings, voies d’accès, trottoirs), n’y touchez pas et indiquez l’endroit exact au personnel de l’aéroport. Vous pouvez aussi la signaler via <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Entreprises de travaux et locataires : questions sur les exigences environnementales',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Solo',
      description:
        'Como o El Dorado protege o solo de derramamentos, erosão e resíduos de obra nos pátios, oficinas, áreas verdes e projetos de construção.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O aeroporto ocupa uma grande área da savana de Bogotá, entre pistas, pátios, vias, edifícios e áreas verdes. Esse solo pode ser contaminado por combustíveis, óleos ou produtos químicos, perder a cobertura pela erosão ou receber resíduos de construção. O componente <strong>solo</strong> do El Dorado Sostenible busca prevenir esses danos e, se ocorrerem, corrigi-los a tempo.</p>',
        },
        {
          type: 'accordion',
          title: 'Como é protegido',
          items: [
            {
              question: 'Prevenção de derramamentos',
              answerHtml:
                '<p>O abastecimento das aeronaves e a manutenção de equipamentos são feitos sobre superfícies impermeáveis, com drenagens ligadas a separadores de água e óleo. Tanques e depósitos de produtos químicos têm contenção secundária. Veja <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'Resposta a um derramamento',
              answerHtml:
                '<p>O produto é contido com material absorvente, a superfície é limpa, o material contaminado é recolhido como resíduo perigoso e, se o derramamento chegou à terra, o solo afetado é avaliado e remediado por uma empresa autorizada.</p>',
            },
            {
              question: 'Obras e construção',
              answerHtml:
                '<p>As obras devem levar seus resíduos de construção e demolição a locais autorizados, reutilizar o material escavado quando possível, proteger a camada vegetal e evitar que sedimentos cheguem a canais e redes de drenagem.</p>',
            },
            {
              question: 'Áreas verdes e controle de erosão',
              answerHtml:
                '<p>As faixas de pista e demais áreas verdes são mantidas com cobertura vegetal para evitar erosão e poeira, com a altura da grama controlada levando em conta o risco de fauna. Veja <a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Viu uma mancha de combustível ou óleo?',
          html: '<p>Se estiver em uma área pública (estacionamentos, vias de acesso, calçadas), não toque e avise a equipe do aeroporto indicando o local exato. Você também pode registrar pelo <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Empreiteiros e locatários: dúvidas sobre requisitos ambientais',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
