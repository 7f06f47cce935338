import { useState } from 'react';
import { Page } from '../../../ui/page';
import styles from '../components/grievances.module.css';
import { SubmitGrievanceForm } from '../components/submit-grievance-form';
import { TrackComplaintForm } from '../components/track-complaint-form';

export function GrievancesPage() {
  // A new complaint's ID is put into the tracking form, ready to check later.
  const [complaintId, setComplaintId] = useState('');
  return (
    <Page title="Grievances" intro="Report a problem with gas, water, electricity or cleanliness, and follow it with your complaint ID.">
      <div className={styles.layout}>
        <SubmitGrievanceForm onSubmitted={setComplaintId} />
        <TrackComplaintForm complaintId={complaintId} onComplaintIdChange={setComplaintId} />
      </div>
    </Page>
  );
}
