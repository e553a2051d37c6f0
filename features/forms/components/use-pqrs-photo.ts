import { useState, type ChangeEvent } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../constants';
import type { FormLabels } from './labels';

/** A HEIC/HEIF photo (an iPhone's default), by its declared type or its name: refused, see docs/forms.md. */
const HEIC = /^image\/hei[cf]|\.hei[cf]$/i;

/** The PQRS photo: the chosen file, or the reason it was refused before any upload. */
export function usePqrsPhoto(L: FormLabels) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhotoError(undefined);
    // The same refusals as the server's, before a 5 MB upload: HEIC by name or type, another declared type, the size.
    const refusal = !file
      ? undefined
      : HEIC.test(file.type) || HEIC.test(file.name)
        ? L.errors.photo.heicUnsupported
        : file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)
          ? L.errors.photo.unsupportedType
          : file.size > PHOTO_MAX_BYTES
            ? L.errors.photo.tooLarge
            : undefined;
    if (refusal) {
      setPhotoError(refusal);
      event.target.value = '';
      setPhoto(null);
      return;
    }
    setPhoto(file);
  };

  const clearPhoto = () => {
    setPhoto(null);
    setPhotoError(undefined);
  };

  return { photo, photoError, setPhotoError, onPhoto, clearPhoto };
}
