import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DevProviders } from '@sikalens/shared-ui';
import { UploadPage } from './UploadPage';

describe('UploadPage', () => {
  it('keeps Choose PDF File disabled and refuses dropped files until a wallet is chosen', async () => {
    render(
      <DevProviders>
        <UploadPage />
      </DevProviders>,
    );
    expect(screen.getByText('Choose PDF File').closest('label')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const file = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [file] } });
    expect(await screen.findByText('Select Wallet')).toBeInTheDocument();
    expect(screen.getByText('Please select a wallet before uploading files.')).toBeInTheDocument();
  });

  it('shows the MoMo download instructions on demand', async () => {
    render(
      <DevProviders>
        <UploadPage />
      </DevProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'How to download from MoMo app' }));
    expect(screen.getByText('Pick a date range.')).toBeVisible();
    expect(
      screen.getByText(
        'Only statements downloaded directly from the MoMo mobile app are supported.',
      ),
    ).toBeVisible();
  });
});
