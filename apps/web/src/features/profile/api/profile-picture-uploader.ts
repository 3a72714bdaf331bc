import { profilePictureUploaderCall } from '@loyalty/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface PictureUpload {
  file: File;
  custCode: string;
  clientId: string;
}

/**
 * 19 ProfilePictureUploader: a multipart form with the picture in `myFile` beside the
 * customer code and client id. Answers Success ('True') and the stored fileName.
 */
export function uploadPicture({ file, custCode, clientId }: PictureUpload) {
  const form = new FormData();
  form.append('CUST_CODE', custCode);
  form.append('CLIENT_ID', clientId);
  form.append('myFile', file, file.name);
  return callApi(profilePictureUploaderCall, form);
}

export function useUploadPicture() {
  return useMutation({ mutationKey: ['ProfilePictureUploader'], mutationFn: uploadPicture });
}
