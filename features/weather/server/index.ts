import 'server-only';

/** What pages and route handlers use from the weather feature. */
export { getCurrentWeather, WEATHER_TTL_MS } from './weather-service';
