import { useLocation, useNavigate } from 'react-router';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { UploadForm } from '#web/features/uploads/components/upload-form';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminUploadsScreen() {
  useDocumentTitle('Uploads');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Uploads</h1>
        <p className="mt-1 text-sm text-zinc-600">Upload a picture for a product or a category and copy its address.</p>
      </div>
      <UploadForm
        onFailure={(error) => {
          if (isSecondFactorError(error))
            void navigate('/admin', { replace: true, state: { from: location, secondFactor: true } });
        }}
      />
    </div>
  );
}
