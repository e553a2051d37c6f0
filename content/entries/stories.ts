import type { StoryEntry } from '@/content/entry-schemas';

/** Historias de El Dorado: stories about the airport, its name and its people. */
export const stories: StoryEntry[] = [
  {
    slug: 'la-leyenda-que-da-nombre-al-aeropuerto',
    publishedAt: '2026-08-06',
    illustration: 'muisca-gold',
    locales: {
      es: {
        title: 'La leyenda que da nombre al aeropuerto',
        summary:
          'El nombre El Dorado viene de la ceremonia muisca en la laguna de Guatavita, donde el nuevo cacique se cubría de polvo de oro.',
        bodyHtml:
          '<p>Los cronistas españoles escucharon en el altiplano cundiboyacense el relato de una ceremonia muisca: el heredero del cacicazgo, cubierto de polvo de oro, navegaba en una balsa hasta el centro de la laguna de Guatavita y ofrecía piezas de oro y esmeraldas.</p><p>La balsa muisca, una pieza de orfebrería que hoy guarda el Museo del Oro del Banco de la República en Bogotá, representa esa ofrenda. De esa historia nació la búsqueda de «El Dorado», y de ella toma su nombre el aeropuerto de Bogotá.</p>',
      },
      en: {
        title: 'The legend behind the airport’s name',
        summary:
          'The name El Dorado comes from the Muisca ceremony at Lake Guatavita, where the new chief was covered in gold dust.',
        bodyHtml:
          '<p>Spanish chroniclers heard on the Andean high plateau the account of a Muisca ceremony: the heir to the chiefdom, covered in gold dust, sailed on a raft to the middle of Lake Guatavita and offered gold pieces and emeralds.</p><p>The Muisca raft, a goldwork piece now kept at the Banco de la República’s Gold Museum in Bogota, depicts that offering. That story gave rise to the search for “El Dorado”, and Bogota’s airport takes its name from it.</p>',
      },
      fr: {
        title: 'La légende qui a donné son nom à l’aéroport',
        summary:
          'Le nom El Dorado vient de la cérémonie muisca du lac Guatavita, où le nouveau chef se couvrait de poudre d’or.',
        bodyHtml:
          '<p>Sur les hauts plateaux andins, les chroniqueurs espagnols ont recueilli le récit d’une cérémonie muisca : l’héritier du chef, couvert de poudre d’or, naviguait sur un radeau jusqu’au centre du lac Guatavita et offrait des pièces d’or et des émeraudes.</p><p>Le radeau muisca, pièce d’orfèvrerie conservée au Musée de l’or de la Banque de la République à Bogota, représente cette offrande. De ce récit est née la quête de « l’Eldorado », et l’aéroport de Bogota en tire son nom.</p>',
      },
      pt: {
        title: 'A lenda que dá nome ao aeroporto',
        summary:
          'O nome El Dorado vem da cerimônia muísca na lagoa de Guatavita, onde o novo cacique se cobria de pó de ouro.',
        bodyHtml:
          '<p>Os cronistas espanhóis ouviram no altiplano andino o relato de uma cerimônia muísca: o herdeiro do cacicado, coberto de pó de ouro, navegava em uma balsa até o centro da lagoa de Guatavita e oferecia peças de ouro e esmeraldas.</p><p>A balsa muísca, peça de ourivesaria guardada hoje no Museu do Ouro do Banco de la República, em Bogotá, representa essa oferenda. Dessa história nasceu a busca pelo “El Dorado”, e dela o aeroporto de Bogotá tira o seu nome.</p>',
      },
    },
  },
  {
    slug: 'oro-puro-colombia-en-fotografias',
    publishedAt: '2026-05-18',
    illustration: 'exhibition',
    locales: {
      es: {
        title: 'Oro Puro: Colombia en {{exhibitionPhotos}} fotografías',
        summary:
          'Una exposición de fotografías circulares de gran formato recorre la cultura, los bosques, los paisajes, la fauna y los ríos del país.',
        bodyHtml:
          '<p>La exposición Oro Puro reúne {{exhibitionPhotos}} fotografías de {{exhibitionPhotoDiameterCm}} cm de diámetro, agrupadas en cinco temas: cultura de los pueblos, bosques y ecosistemas, paisajes icónicos, fauna y flora, y ríos y aguas.</p><p>Puedes recorrerla en el aeropuerto o verla en la <a href="/experiencia/oro-puro/galeria">galería en línea</a>.</p>',
      },
      en: {
        title: 'Oro Puro: Colombia in {{exhibitionPhotos}} photographs',
        summary:
          'An exhibition of large round photographs takes you through the country’s cultures, forests, landscapes, wildlife and rivers.',
        bodyHtml:
          '<p>The Oro Puro exhibition brings together {{exhibitionPhotos}} photographs, each {{exhibitionPhotoDiameterCm}} cm across, in five themes: peoples and culture, forests and ecosystems, iconic landscapes, wildlife and plants, and rivers and waters.</p><p>See it at the airport or in the <a href="/experiencia/oro-puro/galeria">online gallery</a>.</p>',
      },
      fr: {
        title: 'Oro Puro : la Colombie en {{exhibitionPhotos}} photographies',
        summary:
          'Une exposition de grandes photographies rondes parcourt les cultures, forêts, paysages, faune et rivières du pays.',
        bodyHtml:
          '<p>L’exposition Oro Puro réunit {{exhibitionPhotos}} photographies de {{exhibitionPhotoDiameterCm}} cm de diamètre, en cinq thèmes : cultures des peuples, forêts et écosystèmes, paysages emblématiques, faune et flore, rivières et eaux.</p><p>Découvrez-la à l’aéroport ou dans la <a href="/experiencia/oro-puro/galeria">galerie en ligne</a>.</p>',
      },
      pt: {
        title: 'Oro Puro: a Colômbia em {{exhibitionPhotos}} fotografias',
        summary:
          'Uma exposição de grandes fotografias circulares percorre as culturas, florestas, paisagens, fauna e rios do país.',
        bodyHtml:
          '<p>A exposição Oro Puro reúne {{exhibitionPhotos}} fotografias de {{exhibitionPhotoDiameterCm}} cm de diâmetro, em cinco temas: cultura dos povos, florestas e ecossistemas, paisagens icônicas, fauna e flora, e rios e águas.</p><p>Visite-a no aeroporto ou veja a <a href="/experiencia/oro-puro/galeria">galeria on-line</a>.</p>',
      },
    },
  },
  {
    slug: 'paraiso-sello-local-emprendedores',
    publishedAt: '2025-11-03',
    illustration: 'local-market',
    locales: {
      es: {
        title: 'Paraíso Sello Local: emprendedores colombianos en el aeropuerto',
        summary: 'Un espacio con más de 40 marcas locales de artesanías, café, moda y dulces típicos.',
        bodyHtml:
          '<p>Paraíso Sello Local reúne {{localBrands}} emprendimientos colombianos: artesanías, café de origen, moda, joyería y dulces de distintas regiones. Es una vitrina para que los viajeros se lleven un pedazo del país.</p><p>Conoce las marcas en <a href="/paraiso-sello-local">Paraíso Sello Local</a>.</p>',
      },
      en: {
        title: 'Paraíso Sello Local: Colombian entrepreneurs at the airport',
        summary: 'A space with more than 40 local brands of crafts, coffee, fashion and traditional sweets.',
        bodyHtml:
          '<p>Paraíso Sello Local brings together {{localBrands}} Colombian small businesses: crafts, single-origin coffee, fashion, jewellery and sweets from different regions. It is a showcase for travellers to take a piece of the country home.</p><p>Meet the brands at <a href="/paraiso-sello-local">Paraíso Sello Local</a>.</p>',
      },
      fr: {
        title: 'Paraíso Sello Local : des entrepreneurs colombiens à l’aéroport',
        summary: 'Un espace de plus de 40 marques locales : artisanat, café, mode et douceurs traditionnelles.',
        bodyHtml:
          '<p>Paraíso Sello Local réunit {{localBrands}} entreprises colombiennes : artisanat, café d’origine, mode, bijoux et douceurs de différentes régions. Une vitrine pour emporter un morceau du pays.</p><p>Découvrez les marques sur <a href="/paraiso-sello-local">Paraíso Sello Local</a>.</p>',
      },
      pt: {
        title: 'Paraíso Sello Local: empreendedores colombianos no aeroporto',
        summary: 'Um espaço com mais de 40 marcas locais de artesanato, café, moda e doces típicos.',
        bodyHtml:
          '<p>O Paraíso Sello Local reúne {{localBrands}} empreendimentos colombianos: artesanato, café de origem, moda, joias e doces de várias regiões. Uma vitrine para o viajante levar um pedaço do país.</p><p>Conheça as marcas no <a href="/paraiso-sello-local">Paraíso Sello Local</a>.</p>',
      },
    },
  },
];
