/** What POST and DELETE /api/sms-stops/{code} answer: the number, masked ("98xxxxxx12"), and whether SMS to it are stopped. */
export interface SmsStopState {
  mobile: string;
  stopped: boolean;
}
