/**
 * WhatsApp as the worker's screens need it: whether the site offers it (a WhatsApp number is
 * configured on the server: getPrivacy's `whatsappOffered`), and whether the worker opted in (the `whatsapp`
 * consent). Read from the consent the Privacy section already loads (one cached getPrivacy, shared by SWR), so
 * any screen may ask without another request: the job alerts' channel choice hides WhatsApp when not offered.
 */
import { usePrivacy } from './get-privacy';

export interface WhatsAppChoice {
  /** The site offers WhatsApp; false while the consent loads or when it could not be read. */
  offered: boolean;
  /** The worker opted in to WhatsApp (the `whatsapp` consent, in force). */
  optedIn: boolean;
  /** Still loading the consent: neither answer is known yet. */
  isLoading: boolean;
}

export function useWhatsApp(): WhatsAppChoice {
  const { data, isLoading } = usePrivacy();
  return {
    offered: data?.data.whatsappOffered === true,
    optedIn: data?.data.purposes.whatsapp === true,
    isLoading,
  };
}

/** Whether the site offers WhatsApp (false until known). */
export function useWhatsAppOffered(): boolean {
  return useWhatsApp().offered;
}
