/**
 * Vehicles authorised to serve El Dorado's taxi bays (floor 1, gates 5 and 10): the plate-check
 * registry and the fleet the embedded dispatcher assigns. Plates are Colombian public-service plates,
 * 3 letters + 3 digits. ABC123 is kept as the documented example of an authorised plate.
 * Columns: plate, company, vehicle type, brand, model, usual driver.
 */
export const taxiVehicleRows: ReadonlyArray<
  readonly [
    plate: string,
    company: string,
    vehicleType: 'NORMAL' | 'MINIVAN' | 'VAN',
    brand: string,
    model: string,
    driver: string,
  ]
> = [
  ['ABC123', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Carlos Rodríguez'],
  ['SXG542', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Sail', 'Héctor Pardo'],
  ['SRB847', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Fredy Suárez'],
  ['SWO348', 'Taxi Imperial S.A.S.', 'NORMAL', 'Renault', 'Logan', 'Mauricio Castro'],
  ['SYA782', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Sail', 'Pedro Ramírez'],
  ['SGV594', 'Taxi Imperial S.A.S.', 'NORMAL', 'Kia', 'Picanto', 'Javier Cruz'],
  ['THU131', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Carlos Forero'],
  ['UTD621', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Spark GT', 'Jorge Quintero'],
  ['VVX674', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Nelson Moreno'],
  ['VOY305', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Sail', 'Jorge Torres'],
  ['UNO721', 'Taxi Imperial S.A.S.', 'NORMAL', 'Kia', 'Picanto', 'Álvaro González'],
  ['WCE658', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Camilo Bernal'],
  ['WOG478', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Héctor Cruz'],
  ['ULD517', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Gloria Gómez'],
  ['XPU176', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Jorge Rojas'],
  ['XHC236', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Fredy Torres'],
  ['UXY546', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Spark GT', 'Diana Cárdenas'],
  ['UNY133', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Jorge González'],
  ['WSD735', 'Taxi Imperial S.A.S.', 'NORMAL', 'Renault', 'Logan', 'Javier Bernal'],
  ['WUF935', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Héctor Gómez'],
  ['WOB399', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Sail', 'Martha Hernández'],
  ['TFD168', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Héctor Gómez'],
  ['XOT123', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Gloria Torres'],
  ['TWW660', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Grand i10', 'Mauricio Vargas'],
  ['WDG550', 'Taxi Imperial S.A.S.', 'NORMAL', 'Hyundai', 'Atos', 'Jairo Díaz'],
  ['SVS495', 'Taxi Imperial S.A.S.', 'NORMAL', 'Kia', 'Picanto', 'Sandra Suárez'],
  ['XCS769', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Spark GT', 'Luis Forero'],
  ['XBA247', 'Taxi Imperial S.A.S.', 'NORMAL', 'Kia', 'Picanto', 'Sandra Ramírez'],
  ['WGJ431', 'Taxi Imperial S.A.S.', 'NORMAL', 'Chevrolet', 'Spark GT', 'Martha Rincón'],
  ['XRH106', 'Taxi Imperial S.A.S.', 'NORMAL', 'Kia', 'Picanto', 'Álvaro Bernal'],
  ['SKR214', 'Taxi Imperial S.A.S.', 'NORMAL', 'Renault', 'Kangoo', 'Liliana Patiño'],
  ['UKR572', 'Taxi Imperial S.A.S.', 'NORMAL', 'Renault', 'Kangoo', 'Édgar Salazar'],
  ['WAG316', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Chevrolet', 'Spin', 'Rubén López'],
  ['UZE138', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Renault', 'Kangoo', 'Héctor Molina'],
  ['SSB154', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Renault', 'Kangoo', 'Sandra Rincón'],
  ['VZZ310', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Chevrolet', 'Spin', 'Nelson Hernández'],
  ['WTA411', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Renault', 'Kangoo', 'Óscar Castro'],
  ['XSP939', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Renault', 'Kangoo', 'Julián Forero'],
  ['TJJ763', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Toyota', 'Avanza', 'Wilson Beltrán'],
  ['WJN158', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Toyota', 'Avanza', 'Rubén Gómez'],
  ['SVK337', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Kia', 'Carens', 'Jairo Beltrán'],
  ['UYO810', 'Imperial Especiales S.A.S.', 'MINIVAN', 'Kia', 'Carens', 'Héctor Rodríguez'],
  ['SPK196', 'Imperial Especiales S.A.S.', 'VAN', 'Toyota', 'Hiace', 'Javier Rodríguez'],
  ['WBZ801', 'Imperial Especiales S.A.S.', 'VAN', 'Hyundai', 'H-1', 'Héctor Cruz'],
  ['SNX756', 'Imperial Especiales S.A.S.', 'VAN', 'Hyundai', 'H-1', 'Orlando Martínez'],
  ['WRN607', 'Imperial Especiales S.A.S.', 'VAN', 'Toyota', 'Hiace', 'Rubén Quintero'],
  ['VJV367', 'Imperial Especiales S.A.S.', 'VAN', 'Renault', 'Trafic', 'Rubén López'],
  ['XCM940', 'Imperial Especiales S.A.S.', 'VAN', 'Kia', 'Carnival', 'Ricardo Ramírez'],
  ['SYD408', 'Imperial Especiales S.A.S.', 'VAN', 'Toyota', 'Hiace', 'Rubén Pardo'],
  ['XXU459', 'Imperial Especiales S.A.S.', 'VAN', 'Renault', 'Trafic', 'Édgar Rincón'],
];

/**
 * The wheelchair-accessible vehicles (a rear ramp and room for a wheelchair): a few of each type, so
 * the dispatcher can honour a booking that asks for one whatever vehicle was chosen (SPEC §2: the taxi
 * layout's accessible-cabs card promises them).
 */
export const accessibleTaxiPlates: ReadonlySet<string> = new Set([
  'SKR214', // Taxi, Renault Kangoo
  'UKR572', // Taxi, Renault Kangoo
  'UZE138', // Minivan, Renault Kangoo
  'SSB154', // Minivan, Renault Kangoo
  'SPK196', // Van, Toyota Hiace
  'WRN607', // Van, Toyota Hiace
]);
