import { useEffect, useId, useMemo, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react'
import type { AreaAttack } from '../../domain/damage/area-attacks.ts'
import type { RangeProfile } from '../../domain/damage/range-profile.ts'
import { EXPLOSION_RINGS, SURGE_REACH_BEHIND, SURGE_REACH_IN_FRONT, UNIT_PAGE_RANGE_PROFILE } from '../../domain/constants.ts'
import { nearestSample, niceTicks } from './chart-scale.ts'
import { formatDps, formatInteger, formatRange } from '../../text/format.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

const { from: FROM, to: TO, step: STEP } = UNIT_PAGE_RANGE_PROFILE
const HEIGHT = 280
const MARGIN = { top: 30, right: 14, bottom: 36, left: 58 }
const SSR_WIDTH = 720

/** A stretch of distance where one kind of hit or area attack lands. */
export type GraphZone = { kind: 'reach' | 'wave' | 'surge' | 'explosion'; label: string; from: number; to: number }

// The zone colours tint large areas; the small labels take a darker shade in light mode and a
// lighter one in dark mode so they read at 4.5:1 on the card.
const ZONE_STYLE: Record<GraphZone['kind'], { fill: string; label: string; name: string }> = {
  reach: { fill: '#22c55e', label: 'fill-green-700 dark:fill-green-400', name: 'long distance / omni hit area' },
  wave: { fill: '#0ea5e9', label: 'fill-sky-700 dark:fill-sky-400', name: 'wave reach' },
  surge: { fill: '#8b5cf6', label: 'fill-violet-700 dark:fill-violet-400', name: 'surge reach' },
  explosion: { fill: '#f59e0b', label: 'fill-amber-700 dark:fill-amber-400', name: 'explosion reach' },
}

const EXPLOSION_RADIUS = EXPLOSION_RINGS[EXPLOSION_RINGS.length - 1]?.radius ?? 0

/**
 * The zones to mark: the form's long-distance / omni hit areas and every
 * distance an area attack can hit (a surge reaches 250 behind and 125 in
 * front of where it spawns, an explosion its outer ring around its spawn).
 */
export function graphZones(areas: readonly AreaAttack[], reaches: readonly { from: number; to: number }[]): GraphZone[] {
  const zones: GraphZone[] = reaches.map((r) => ({ kind: 'reach', label: r.from < 0 ? 'omni' : 'LD', from: r.from, to: r.to }))
  for (const area of areas) {
    if (area.kind === 'wave') zones.push({ kind: 'wave', label: area.mini ? 'mini-wave' : 'wave', from: 0, to: area.reach })
    else if (area.kind === 'surge') {
      zones.push({
        kind: 'surge',
        label: area.mini ? 'mini-surge' : 'surge',
        from: area.spawnFrom - SURGE_REACH_BEHIND,
        to: area.spawnTo + SURGE_REACH_IN_FRONT,
      })
    } else zones.push({ kind: 'explosion', label: 'explosion', from: area.spawnFrom - EXPLOSION_RADIUS, to: area.spawnTo + EXPLOSION_RADIUS })
  }
  return zones
}

type Props = {
  profile: RangeProfile
  maxProfile: RangeProfile
  range: number
  zones: readonly GraphZone[]
  targetLabel: string
}

/**
 * True DPS against the target's distance, expected (solid) and with every
 * chance at 100% (dashed). Pointer, touch and a slider move the readout.
 */
export function RangeGraph({ profile, maxProfile, range, zones, targetLabel }: Props) {
  const containerRef = useRef<HTMLDivElement>(null)
  // The route's content can hydrate after the page's shell; a touch before then reads nothing.
  const graphRef = useHydratingMarker<SVGSVGElement>()
  const width = useElementWidth(containerRef, SSR_WIDTH)
  const [selected, setSelected] = useState<number | null>(null)
  const descId = useId()

  const points = profile.points
  const maxPoints = maxProfile.points
  const plotWidth = Math.max(10, width - MARGIN.left - MARGIN.right)
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const peak = useMemo(() => Math.max(0, ...points.map((p) => p.dps), ...maxPoints.map((p) => p.dps)), [points, maxPoints])
  const yTicks = niceTicks(peak, 5)
  const yTop = yTicks[yTicks.length - 1] ?? 1
  const x = (distance: number) => MARGIN.left + ((distance - FROM) / (TO - FROM)) * plotWidth
  const y = (dps: number) => MARGIN.top + plotHeight - (dps / yTop) * plotHeight
  const xTickStep = plotWidth < 420 ? 700 : 300
  const xTicks = Array.from({ length: Math.floor((TO - FROM) / xTickStep) + 1 }, (_, i) => FROM + i * xTickStep)

  const line = (pts: typeof points) => pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.distance).toFixed(1)},${y(p.dps).toFixed(1)}`).join('')
  const expectedPath = line(points)
  const maxPath = line(maxPoints)
  const firstX = x(points[0]?.distance ?? FROM).toFixed(1)
  const lastX = x(points[points.length - 1]?.distance ?? TO).toFixed(1)
  const baseline = y(0).toFixed(1)
  const areaPath = `${expectedPath}L${lastX},${baseline}L${firstX},${baseline}Z`

  const summary = describeProfile(profile, targetLabel, range)
  const selectedPoint = selected === null ? null : points[selected]
  const selectedMax = selected === null ? null : maxPoints[selected]

  const readAt = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const px = ((event.clientX - rect.left) / rect.width) * width
    const distance = FROM + ((px - MARGIN.left) / plotWidth) * (TO - FROM)
    setSelected(nearestSample(distance, FROM, STEP, points.length))
  }

  const visibleZones = zones.map((zone) => ({ ...zone, from: Math.max(FROM, zone.from), to: Math.min(TO, zone.to) })).filter((zone) => zone.to >= zone.from)

  return (
    <figure className="flex flex-col gap-2">
      <p className="tabular min-h-6 text-sm" data-testid="range-readout" aria-live="polite">
        {selectedPoint ? (
          <>
            <span className="font-semibold">Distance {formatRange(selectedPoint.distance)}:</span> expected <strong>{formatDps(selectedPoint.dps)}</strong> ·
            max <strong>{formatDps(selectedMax?.dps ?? 0)}</strong> true DPS
          </>
        ) : (
          <span className="text-muted">Point at the graph (or drag on it) to read the true DPS at a distance.</span>
        )}
      </p>
      <div ref={containerRef} className="w-full">
        <svg
          role="img"
          aria-label={`True DPS by target distance from 0 to 2100 against ${targetLabel}`}
          aria-describedby={descId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block h-auto max-w-full touch-pan-y select-none"
          data-testid="range-graph"
          ref={graphRef}
          data-hydrating=""
          onPointerDown={readAt}
          onPointerMove={readAt}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setSelected(null)
          }}
        >
          <title>True DPS by target distance, 0 to 2100</title>
          <desc id={descId}>{summary}</desc>

          {visibleZones.map((zone, i) => (
            <g key={`${zone.kind}-${i}`}>
              <rect
                x={x(zone.from)}
                y={MARGIN.top}
                width={Math.max(2, x(zone.to) - x(zone.from))}
                height={plotHeight}
                fill={ZONE_STYLE[zone.kind].fill}
                fillOpacity={0.13}
              />
              <text x={x(zone.from) + 3} y={MARGIN.top - 6 - (i % 2) * 11} className={`text-[10px] ${ZONE_STYLE[zone.kind].label}`}>
                {zone.label}
              </text>
            </g>
          ))}

          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} className="stroke-line" strokeWidth={1} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="tabular fill-muted text-[11px]">
                {compactNumber(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <g key={tick}>
              <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight + 4} className="stroke-muted" />
              <text x={x(tick)} y={MARGIN.top + plotHeight + 16} textAnchor="middle" className="tabular fill-muted text-[11px]">
                {tick}
              </text>
            </g>
          ))}
          <text x={MARGIN.left + plotWidth} y={HEIGHT - 4} textAnchor="end" className="fill-muted text-[11px]">
            distance →
          </text>
          <text x={4} y={MARGIN.top - 18} className="fill-muted text-[11px]">
            true DPS
          </text>

          {range >= FROM && range <= TO ? (
            <g>
              <line x1={x(range)} x2={x(range)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} className="stroke-text" strokeDasharray="4 3" strokeWidth={1.25} />
              <text x={x(range) + 4} y={MARGIN.top + 12} className="fill-text text-[11px] font-semibold">
                range {formatRange(range)}
              </text>
            </g>
          ) : null}

          <path d={areaPath} className="fill-accent" fillOpacity={0.12} />
          <path d={maxPath} fill="none" className="stroke-gold" strokeWidth={1.75} strokeDasharray="6 4" data-testid="range-graph-max" />
          <path d={expectedPath} fill="none" className="stroke-accent" strokeWidth={2.25} strokeLinejoin="round" data-testid="range-graph-expected" />
          <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(0)} y2={y(0)} className="stroke-muted" strokeWidth={1} />

          {selectedPoint ? (
            <g pointerEvents="none">
              <line
                x1={x(selectedPoint.distance)}
                x2={x(selectedPoint.distance)}
                y1={MARGIN.top}
                y2={MARGIN.top + plotHeight}
                className="stroke-text"
                strokeWidth={1}
              />
              {selectedMax ? <circle cx={x(selectedMax.distance)} cy={y(selectedMax.dps)} r={3.5} className="fill-gold" /> : null}
              <circle cx={x(selectedPoint.distance)} cy={y(selectedPoint.dps)} r={4} className="fill-accent stroke-surface" strokeWidth={1.5} />
            </g>
          ) : null}
        </svg>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="shrink-0 font-semibold">Read distance</span>
        <input
          type="range"
          min={0}
          max={points.length - 1}
          step={1}
          value={selected ?? 0}
          onChange={(event) => setSelected(Number(event.target.value))}
          aria-valuetext={selectedPoint ? `distance ${selectedPoint.distance}` : undefined}
          className="h-8 min-w-0 flex-1 accent-accent"
        />
      </label>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <Legend swatch={<span className="inline-block h-0.5 w-5 bg-accent" />} label="expected" />
        <Legend swatch={<span className="inline-block w-5 border-t-2 border-dashed border-gold" />} label="max (every chance 100%)" />
        <Legend swatch={<span className="inline-block h-3 w-0 border-l border-dashed border-text" />} label="standing range" />
        {[...new Set(visibleZones.map((zone) => zone.kind))].map((kind) => (
          <Legend
            key={kind}
            swatch={<span className="inline-block size-3 rounded-sm" style={{ background: ZONE_STYLE[kind].fill, opacity: 0.5 }} />}
            label={ZONE_STYLE[kind].name}
          />
        ))}
      </figcaption>
      <details className="rounded-lg border border-line text-sm">
        <summary className="min-h-10 cursor-pointer px-3 py-2 font-semibold">Graph data as a table</summary>
        {/* Scrolls on its own: a Tab stop, so a keyboard can scroll it too. */}
        <div className="max-h-80 overflow-auto border-t border-line" tabIndex={0} role="region" aria-label="Graph data, scrollable">
          <table className="tabular w-full text-right">
            <caption className="sr-only">True DPS by distance, every 100 range units</caption>
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left">
                  Distance
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Expected
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Max
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {points
                .map((point, i) => ({ point, max: maxPoints[i] }))
                .filter(({ point }) => point.distance % 100 === 0)
                .map(({ point, max }) => (
                  <tr key={point.distance}>
                    <th scope="row" className="px-3 py-1 text-left font-normal">
                      {formatInteger(point.distance)}
                    </th>
                    <td className="px-3 py-1">{formatDps(point.dps)}</td>
                    <td className="px-3 py-1">{formatDps(max?.dps ?? 0)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

function Legend({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {swatch}
      {label}
    </span>
  )
}

/** 12k, 1.5M: axis labels must fit the margin */
function compactNumber(value: number): string {
  if (value >= 1_000_000) return `${Number((value / 1_000_000).toPrecision(3))}M`
  if (value >= 10_000) return `${Number((value / 1000).toPrecision(3))}k`
  return formatInteger(value)
}

/** one sentence for screen readers: where the unit deals damage and its peak */
function describeProfile(profile: RangeProfile, targetLabel: string, range: number): string {
  let best = profile.points[0]
  for (const point of profile.points) if (best === undefined || point.dps > best.dps) best = point
  const bands = profile.bands.map((band) => `${band.from} to ${band.to}${band.sustained ? '' : ' (too narrow to hold)'}`)
  const where = bands.length > 0 ? `Deals damage from ${bands.join(', ')}.` : 'Deals no damage between 0 and 2100.'
  const peak = best && best.dps > 0 ? ` Peak ${formatDps(best.dps)} true DPS at distance ${best.distance}.` : ''
  return `Expected true DPS against ${targetLabel} by distance. Standing range ${formatRange(range)}. ${where}${peak}`
}

/** the rendered width of an element, following resizes; `fallback` until it is measured (and on the server, where max-w-full keeps it inside the page) */
function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width) || fallback)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, fallback])
  return width
}
