import type { Localized, ServiceKind } from '../../plan';

/*
 * The names of the service rooms and amenities in the embedded IMDF model, in the four languages: data of
 * the model (IMDF labels travel inside the archive), worded as the map's point kinds. `{detail}` is the
 * point's detail ("12", "A–D"). Kept as plain data because the site's message files are compiled at build
 * time (next.config: messages.precompile), so the model cannot read them as strings.
 */

export const KIND_NAMES: Record<ServiceKind, Localized> = {
  baggage: { es: 'Bandas de equipaje', en: 'Baggage claim', fr: 'Livraison des bagages', pt: 'Esteiras de bagagem' },
  bathroom: { es: 'Baños', en: 'Restrooms', fr: 'Toilettes', pt: 'Banheiros' },
  'bathroom-accessible': {
    es: 'Baño accesible',
    en: 'Accessible restroom',
    fr: 'Toilettes accessibles',
    pt: 'Banheiro acessível',
  },
  'bathroom-family': {
    es: 'Baño familiar',
    en: 'Family restroom',
    fr: 'Toilettes familiales',
    pt: 'Banheiro familiar',
  },
  bus: { es: 'Parada de buses', en: 'Bus stop', fr: 'Arrêt de bus', pt: 'Ponto de ônibus' },
  'check-in': { es: 'Check-in', en: 'Check-in', fr: 'Enregistrement', pt: 'Check-in' },
  entrance: { es: 'Entrada', en: 'Entrance', fr: 'Entrée', pt: 'Entrada' },
  escalator: { es: 'Escalera eléctrica', en: 'Escalator', fr: 'Escalator', pt: 'Escada rolante' },
  'food-court': {
    es: 'Plazoleta de comidas',
    en: 'Food court',
    fr: 'Aire de restauration',
    pt: 'Praça de alimentação',
  },
  gate: { es: 'Sala de embarque', en: 'Gate', fr: 'Porte d’embarquement', pt: 'Portão de embarque' },
  'info-desk': { es: 'Ayuda al viajero', en: 'Traveller help desk', fr: 'Aide aux voyageurs', pt: 'Ajuda ao viajante' },
  lift: { es: 'Ascensor', en: 'Lift', fr: 'Ascenseur', pt: 'Elevador' },
  'lost-found': { es: 'Objetos perdidos', en: 'Lost and found', fr: 'Objets trouvés', pt: 'Achados e perdidos' },
  'luggage-cart': {
    es: 'Carros de equipaje',
    en: 'Luggage carts',
    fr: 'Chariots à bagages',
    pt: 'Carrinhos de bagagem',
  },
  'luggage-storage': { es: 'Guarda equipaje', en: 'Left luggage', fr: 'Consigne à bagages', pt: 'Guarda-volumes' },
  medical: { es: 'Servicio médico', en: 'Medical service', fr: 'Service médical', pt: 'Serviço médico' },
  migration: { es: 'Migración', en: 'Immigration', fr: 'Immigration', pt: 'Imigração' },
  notary: { es: 'Notaría', en: 'Notary', fr: 'Notaire', pt: 'Cartório' },
  'nursing-room': { es: 'Sala de lactancia', en: 'Nursing room', fr: 'Salle d’allaitement', pt: 'Sala de amamentação' },
  oratorio: { es: 'Oratorio', en: 'Prayer room', fr: 'Oratoire', pt: 'Oratório' },
  parking: {
    es: 'Entrada al parqueadero',
    en: 'Car park entrance',
    fr: 'Entrée du parking',
    pt: 'Entrada do estacionamento',
  },
  'pet-bathroom': {
    es: 'Baño para mascotas',
    en: 'Pet relief area',
    fr: 'Espace pour animaux',
    pt: 'Banheiro para pets',
  },
  'rest-rooms': {
    es: 'Habitaciones de descanso',
    en: 'Rest rooms',
    fr: 'Chambres de repos',
    pt: 'Quartos de descanso',
  },
  security: {
    es: 'Filtro de seguridad',
    en: 'Security checkpoint',
    fr: 'Contrôle de sûreté',
    pt: 'Controle de segurança',
  },
  taxi: { es: 'Taxis autorizados', en: 'Authorised taxis', fr: 'Taxis agréés', pt: 'Táxis autorizados' },
  transmilenio: {
    es: 'Parada de TransMilenio',
    en: 'TransMilenio stop',
    fr: 'Arrêt TransMilenio',
    pt: 'Parada do TransMilenio',
  },
  vaccination: {
    es: 'Punto de vacunación',
    en: 'Vaccination point',
    fr: 'Point de vaccination',
    pt: 'Posto de vacinação',
  },
  wheelchairs: { es: 'Sillas de ruedas', en: 'Wheelchairs', fr: 'Fauteuils roulants', pt: 'Cadeiras de rodas' },
};

/** Names with a detail, by kind (`{detail}` is replaced). */
export const KIND_DETAIL_NAMES: Partial<Record<ServiceKind, Localized>> = {
  baggage: {
    es: 'Bandas de equipaje {detail}',
    en: 'Baggage belts {detail}',
    fr: 'Tapis à bagages {detail}',
    pt: 'Esteiras de bagagem {detail}',
  },
  'check-in': {
    es: 'Filas de check-in {detail}',
    en: 'Check-in rows {detail}',
    fr: 'Rangées d’enregistrement {detail}',
    pt: 'Filas de check-in {detail}',
  },
  entrance: {
    es: 'Entrada, puerta {detail}',
    en: 'Entrance, door {detail}',
    fr: 'Entrée, porte {detail}',
    pt: 'Entrada, porta {detail}',
  },
  'food-court': {
    es: 'Plazoleta de comidas (salas {detail})',
    en: 'Food court (gates {detail})',
    fr: 'Aire de restauration (portes {detail})',
    pt: 'Praça de alimentação (portões {detail})',
  },
  gate: { es: 'Sala {detail}', en: 'Gate {detail}', fr: 'Porte {detail}', pt: 'Portão {detail}' },
  'luggage-cart': {
    es: 'Carros de equipaje, puerta {detail}',
    en: 'Luggage carts, door {detail}',
    fr: 'Chariots à bagages, porte {detail}',
    pt: 'Carrinhos de bagagem, porta {detail}',
  },
  parking: {
    es: 'Entrada al parqueadero {detail}',
    en: 'Car park {detail} entrance',
    fr: 'Entrée du parking {detail}',
    pt: 'Entrada do estacionamento {detail}',
  },
  taxi: {
    es: 'Taxis autorizados, puerta {detail}',
    en: 'Authorised taxis, door {detail}',
    fr: 'Taxis agréés, porte {detail}',
    pt: 'Táxis autorizados, porta {detail}',
  },
};
