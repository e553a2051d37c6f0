import 'server-only';

export {
  countLocalBrands,
  listLocalBrands,
  listPhotos,
  photoArtwork,
  photoCounts,
  photoImagePath,
} from './exhibition-service';
