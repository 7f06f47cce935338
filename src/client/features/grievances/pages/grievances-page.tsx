import { useState } from 'react';
import { Page } from '../../../ui/page';
import styles from '../components/grievances.module.css';
import { SubmitGrievanceForm } from '../components/submit-grievance-form';
import { TrackComplaintForm } from '../components/track-complaint-form';
import { grievanceTexts } from '../grievance-texts';
import { offlineTexts } from '../../../offline/form/offline-texts';
import { formTexts } from '../../../ui/form/form-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [grievanceTexts, offlineTexts, formTexts];

export function GrievancesPage() {
  // A new complaint's ID is put into the tracking form, ready to check later.
  const [complaintId, setComplaintId] = useState('');
  const t = grievanceTexts.get();
  return (
    <Page title={t.title} intro={t.intro}>
      <div className={styles.layout}>
        <SubmitGrievanceForm onSubmitted={setComplaintId} />
        <TrackComplaintForm complaintId={complaintId} onComplaintIdChange={setComplaintId} />
      </div>
    </Page>
  );
}
