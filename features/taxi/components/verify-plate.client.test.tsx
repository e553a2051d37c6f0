import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { screen, userEvent, waitFor } from '@/tests/render';
import { renderTaxi, taxiApi } from '@/tests/fixtures/taxi';
import { VerifyPlate } from './verify-plate.client';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

function api() {
  const asked: string[] = [];
  server.use(
    http.get(taxiApi('/verify-plate'), ({ request }) => {
      const plate = new URL(request.url).searchParams.get('plate') ?? '';
      asked.push(plate);
      return HttpResponse.json(
        plate === 'WMT123'
          ? {
              plate,
              authorised: true,
              vehicle: {
                company: 'Taxi Imperial',
                vehicleType: 'NORMAL',
                vehicle: 'Taxi',
                brand: 'Hyundai',
                model: 'Atos',
              },
            }
          : { plate, authorised: false, vehicle: null },
      );
    }),
  );
  return asked;
}

describe('plate check', () => {
  it('checks the format before asking the API', async () => {
    const asked = api();
    const user = userEvent.setup();
    renderTaxi(<VerifyPlate />);
    await user.click(screen.getByRole('button', { name: 'Verificar placa' }));
    expect(screen.getByText('Ingresa la placa')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Placa del vehículo'), 'AB1234');
    await user.click(screen.getByRole('button', { name: 'Verificar placa' }));
    expect(screen.getByText(/La placa no es válida/)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("answers 'Vehículo autorizado' with the company, then lets you check another", async () => {
    const asked = api();
    const user = userEvent.setup();
    renderTaxi(<VerifyPlate />);
    await user.type(screen.getByLabelText('Placa del vehículo'), 'wmt-123');
    await user.click(screen.getByRole('button', { name: 'Verificar placa' }));
    expect(await screen.findByText('Vehículo autorizado')).toBeInTheDocument();
    expect(screen.getByText('Taxi Imperial')).toBeInTheDocument();
    expect(asked).toEqual(['WMT123']);
    expect(screen.getByRole('link', { name: 'Volver a taxis' })).toHaveAttribute('href', '/servicios/taxis');
    await user.click(screen.getByRole('button', { name: 'Verificar otra placa' }));
    await waitFor(() => expect(screen.getByLabelText('Placa del vehículo')).toHaveFocus());
    expect(screen.getByLabelText('Placa del vehículo')).toHaveValue('');
  });

  it("answers 'Placa no encontrada' for an unknown plate", async () => {
    api();
    const user = userEvent.setup();
    renderTaxi(<VerifyPlate />);
    await user.type(screen.getByLabelText('Placa del vehículo'), 'ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Verificar placa' }));
    expect(await screen.findByText('Placa no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ZZZ999');
  });
});
