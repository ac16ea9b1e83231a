"""The loafer (the shoes category): a men's horsebit loafer in polished calf on a stacked leather sole.

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview shoes --scale 0.4 --samples 8

The upper is lofted over a last: cross-sections (superellipses, vertical at the feather line) along the
length, from the heel (u = 0) to the toe (u = 1). Over the collar opening each section stops at the
topline, so that the opening is a clean edge of the grid; the two halves meet at the heel seam and in
front of the throat. The sole, welt and heel lifts are slabs over offsets of the same plan outline.
"""

import math

import bmesh
import lib
from lib import sphere, torus, tube
from mathutils import Vector

L = 0.29  # length of the upper at the feather line, metres
U_THROAT = 0.52  # the front of the collar opening
U_HEEL = 0.23  # the breast of the heel block
HEEL_H = 0.021  # the heel block, floor to sole
SOLE_T = 0.0042  # outsole
WELT_T = 0.0026  # welt and midsole


def _interp(table, u):
    """Catmull-Rom through (u, value) knots."""
    us = [k for k, _ in table]
    vs = [v for _, v in table]
    if u <= us[0]:
        return vs[0]
    if u >= us[-1]:
        return vs[-1]
    i = max(k for k in range(len(us) - 1) if us[k] <= u)
    t = (u - us[i]) / (us[i + 1] - us[i])
    p0 = vs[max(i - 1, 0)]
    p1, p2 = vs[i], vs[i + 1]
    p3 = vs[min(i + 2, len(vs) - 1)]
    return 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                  + (-p0 + 3 * p1 - 3 * p2 + p3) * t ** 3)


def _smooth(a, b, x):
    t = min(max((x - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def _cap(u, start, end, power=0.5, e=2.0):
    """An elliptical (e = 2) or squarer end: 1 before start, falling to 0 at end (u measured either way)."""
    t = (u - start) / (end - start)
    if t <= 0:
        return 1.0
    return max(1 - min(t, 1.0) ** e, 0.0) ** power


# The plan: half-widths on the lateral (+y) and medial (-y) sides, before the rounded heel and toe.
LATERAL = [(0.0, 0.034), (0.15, 0.035), (0.3, 0.037), (0.45, 0.041), (0.62, 0.046), (0.72, 0.046), (0.85, 0.042),
           (1.0, 0.036)]
MEDIAL = [(0.0, 0.033), (0.15, 0.033), (0.3, 0.031), (0.45, 0.037), (0.62, 0.046), (0.72, 0.049), (0.85, 0.046),
          (1.0, 0.04)]
# Height of the last (over the opening: of the topline) above the feather line.
HEIGHT = [(0.0, 0.057), (0.1, 0.052), (0.2, 0.038), (0.32, 0.029), (0.42, 0.039), (0.52, 0.058), (0.6, 0.054),
          (0.7, 0.045), (0.8, 0.037), (0.9, 0.031), (1.0, 0.028)]


def half_width(u, side):
    w = _interp(LATERAL if side > 0 else MEDIAL, u)
    heel = _cap(-u, -0.11, 0.0)
    toe = _cap(u, 0.66 if side > 0 else 0.7, 1.0, 0.42, 2.4)
    return w * heel * toe


def ground(u):
    """Height of the sole's underside: on the heel block, arched through the waist, toe spring in front."""
    z = HEEL_H * (1 - _smooth(U_HEEL + 0.01, 0.64, u))
    return z + 0.006 * _smooth(0.8, 1.0, u) ** 1.6


def exponent(u):
    """The sections' superellipse exponent: square-shouldered at the heel, a rounder dome over the toes."""
    return 2.6 - 0.6 * _smooth(0.45, 0.8, u)


def feather(u):
    return ground(u) + SOLE_T + WELT_T


def height(u):
    return _interp(HEIGHT, u) * _cap(u, 0.85, 1.0, 0.5)


def opening(u):
    """Half-width of the collar opening as a fraction of the last's half-width (0 in front of the throat)."""
    if u >= U_THROAT:
        return 0.0
    wall = 0.87 - 0.07 * _smooth(0.15, 0.45, u)
    uc = 0.27
    front = 1.0 if u <= uc else math.sqrt(max(1 - ((u - uc) / (U_THROAT - uc)) ** 2, 0.0))
    return wall * front


def section_point(u, a, side, t_sec=None):
    """A point on the section at u: a from 0 (the feather line) to pi/2 (the top of the last)."""
    hw = half_width(u, side)
    t = height(u) if t_sec is None else t_sec
    c, s = max(math.cos(a), 0.0), max(math.sin(a), 0.0)
    P = exponent(u)
    dz = t * s ** (2 / P)
    # The heel counter leans forward as it rises, hugging the back of the foot.
    lean = 1.8 * dz * dz * (1 - _smooth(0.0, 0.22, u))
    return (-L / 2 + L * u + lean, side * hw * c ** (2 / P), feather(u) + dz)


def rim_angle(u):
    """The section angle of the topline at u, and the height of the imagined last there."""
    r, P = opening(u), exponent(u)
    if r <= 0:
        return math.pi / 2, height(u)
    t_sec = height(u) / (1 - r ** P) ** (1 / P)
    return math.acos(r ** (P / 2)), t_sec


def surface(x, y):
    """Height of the upper over a plan point in front of the throat."""
    u = (x + L / 2) / L
    hw = max(half_width(u, 1 if y >= 0 else -1), 1e-6)
    r, P = min(abs(y) / hw, 1.0), exponent(u)
    return feather(u) + height(u) * (1 - r ** P) ** (1 / P)


def normal(x, y, e=0.0008):
    dx = (surface(x + e, y) - surface(x - e, y)) / (2 * e)
    dy = (surface(x, y + e) - surface(x, y - e)) / (2 * e)
    return Vector((-dx, -dy, 1.0)).normalized()


def stations(n=72):
    us = {0.5 - 0.5 * math.cos(math.pi * i / n) for i in range(n + 1)}
    us |= {U_THROAT - 0.2 * (i / 14) ** 1.8 for i in range(14)}
    return sorted(us)


def outline(margin=0.0, us=None):
    """The plan outline (heel, lateral side, toe, medial side), pushed out by margin (a number or a function of u)."""
    us = us or stations(90)
    pts = [(-L / 2 + L * u, half_width(u, 1), u) for u in us]
    pts += [(-L / 2 + L * u, -half_width(u, -1), u) for u in reversed(us[1:-1])]
    out = []
    n = len(pts)
    for i, (x, y, u) in enumerate(pts):
        ax, ay, _ = pts[i - 1]
        bx, by, _ = pts[(i + 1) % n]
        tx, ty = bx - ax, by - ay
        ln = math.hypot(tx, ty) or 1.0
        m = margin(u) if callable(margin) else margin
        # A clockwise loop: the outward normal is (-ty, tx).
        out.append((x - m * ty / ln, y + m * tx / ln, u))
    return out


def slab(name, loop, z0, z1, material, insets=(0.0015, 0.004, 0.009), bevel=0.0007):
    """A slab over a closed plan loop [(x, y, u)], bottom z0(u) and top z1(u), with rings near the edge."""
    rings = [loop]
    n = len(loop)
    for d in insets:
        ring = []
        for i, (x, y, u) in enumerate(loop):
            ax, ay, _ = loop[i - 1]
            bx, by, _ = loop[(i + 1) % n]
            tx, ty = bx - ax, by - ay
            ln = math.hypot(tx, ty) or 1.0
            ring.append((x + d * ty / ln, y - d * tx / ln, u))
        rings.append(ring)
    verts, faces = [], []
    for zf in (z1, z0):
        for ring in rings:
            verts += [(x, y, zf(u)) for x, y, u in ring]
    k = len(rings)
    for top in (True, False):
        base = 0 if top else k * n
        for r in range(k - 1):
            for i in range(n):
                a, b = base + r * n + i, base + r * n + (i + 1) % n
                c, d = b + n, a + n
                faces.append((a, b, c, d) if top else (d, c, b, a))
        inner = [base + (k - 1) * n + i for i in range(n)]
        faces.append(tuple(reversed(inner)) if top else tuple(inner))
    for i in range(n):
        a, b = i, (i + 1) % n
        faces.append((b, a, a + k * n, b + k * n))
    obj = lib.mesh_object(name, verts, faces, material, smooth=False)
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(obj.data)
    bm.free()
    if bevel:
        lib.bevel(obj, bevel, 2)
        lib.shade_smooth(obj)
    return obj


def dashes(name, items, material, size=(0.0022, 0.0009, 0.0007)):
    """Small rounded stitches, one mesh: items are (centre, along, up) vectors."""
    verts, faces = [], []
    for c, t, up in items:
        t = Vector(t).normalized()
        up = Vector(up).normalized()
        s = t.cross(up).normalized()
        up = s.cross(t).normalized()
        base = len(verts)
        for i in (-1, 1):
            for j in (-1, 1):
                for k in (-1, 1):
                    verts.append(Vector(c) + t * i * size[0] / 2 + s * j * size[1] / 2 + up * k * size[2] / 2)
        q = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
        faces += [tuple(base + v for v in f) for f in q]
    obj = lib.mesh_object(name, [tuple(v) for v in verts], faces, material)
    lib.subsurf(obj, 1)
    return obj


def upper_mesh(material, lining):
    """The lofted upper: two halves (medial, lateral) per section, open over the collar."""
    us = stations()
    half = 18
    verts, faces = [], []
    rims = []
    for u in us:
        a_rim, t_sec = rim_angle(u)
        row = []
        for side in (-1, 1):
            for j in range(half + 1):
                f = j / half if side < 0 else 1 - j / half
                # Denser near the feather line and the topline.
                a = a_rim * (0.5 - 0.5 * math.cos(math.pi * f)) * 0.35 + a_rim * f * 0.65
                x, y, z = section_point(u, a, side, t_sec)
                if j == 0 and side < 0 or j == half and side > 0:
                    z -= 0.0025  # tuck the edge into the welt
                row.append((x, y, z))
        rims.append((u, row[half], row[half + 1]))
        verts += row
    w = 2 * half + 2
    for i in range(len(us) - 1):
        for j in range(w - 1):
            if j == half and (opening(us[i]) > 0 or opening(us[i + 1]) > 0):
                continue
            a = i * w + j
            faces.append((a, a + w, a + w + 1, a + 1))
    me_obj = lib.mesh_object("upper", verts, faces, material)
    me = me_obj.data
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(me)
    bm.free()
    me.materials.append(lining)
    # Outward normals: a face on the lateral wall must face +y.
    me.update()
    probe = max(me.polygons, key=lambda p: p.center.y)
    if probe.normal.y < 0:
        bm = bmesh.new()
        bm.from_mesh(me)
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
        bm.to_mesh(me)
        bm.free()
    for p in me.polygons:
        p.use_smooth = True
    sol = me_obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = 0.0022
    sol.offset = -1.0
    sol.material_offset = 1
    sol.material_offset_rim = 1
    lib.subsurf(me_obj, 2)
    # The topline, for the binding: medial side from the throat to the heel, then the lateral side back.
    open_rows = [r for r in rims if opening(r[0]) > 0]
    throat = section_point(U_THROAT, math.pi / 2, 1)
    loop = [throat] + [r[1] for r in reversed(open_rows)] + [r[2] for r in open_rows]
    return me_obj, loop


def horsebit(u, metal):
    """The gold bit across the vamp: two rings joined by a jointed bar, lying on the leather."""
    x = -L / 2 + L * u
    parts = []
    hw = min(half_width(u, 1), half_width(u, -1))
    reach = 0.66 * hw
    r_bar = 0.0031
    for side in (-1, 1):
        pts = []
        for k in range(7):
            y = side * (0.0035 + (reach - 0.0035) * k / 6)
            n = normal(x, y)
            p = Vector((x, y, surface(x, y))) + n * (r_bar + 0.0006)
            pts.append(tuple(p))
        parts.append(tube("bit_bar", pts, r_bar, metal))
        # The joint: two small interlocked links in the middle.
        y = side * 0.0032
        p = Vector((x, y, surface(x, y))) + Vector((0, 0, r_bar + 0.0008))
        rot = (math.pi / 2, 0, 0) if side > 0 else (0, math.pi / 2, 0)
        parts.append(torus("bit_link", 0.0045, 0.0017, tuple(p), metal, rotation=rot, major_seg=32, minor_seg=12))
        # The ring, flat on the side of the vamp.
        ring_r = 0.0105
        y = side * (reach + ring_r - 0.0015)
        n = normal(x, y)
        c = Vector((x, y, surface(x, y))) + n * (0.0034 + 0.0004)
        ring = torus("bit_ring", ring_r, 0.0034, tuple(c), metal, major_seg=64, minor_seg=16)
        ring.rotation_mode = "QUATERNION"
        ring.rotation_quaternion = Vector((0, 0, 1)).rotation_difference(n)
        parts.append(ring)
        # A small knob where bar meets ring.
        parts.append(sphere("bit_knob", 0.0034, tuple(Vector((x, side * (reach + 0.0005), surface(x, side * reach)))
                                                     + normal(x, side * reach) * 0.0028), metal, segments=24))
    return parts


def apron_seam(material, thread):
    """The moccasin seam: a raised ridge around the top of the toe box, stitched across."""
    us = stations(120)
    inset = lambda u: 0.0125 + 0.003 * (1 - _smooth(0.6, 0.78, u))  # noqa: E731
    pts = []
    for x, y, u in outline(lambda u: -inset(u), us):
        if u < U_THROAT + 0.07:
            continue
        pts.append((x, y))
    # outline() runs up the lateral side and back down the medial side: already one path round the toe.
    ridge = []
    for x, y in pts:
        n = normal(x, y)
        ridge.append(Vector((x, y, surface(x, y))) + n * 0.0008)
    # Thin the samples to an even spacing.
    even = [ridge[0]]
    for p in ridge[1:]:
        if (p - even[-1]).length > 0.004:
            even.append(p)
    parts = [tube("apron_seam", [tuple(p) for p in even], 0.002, material, resolution=6)]
    stitches = []
    for a, b in zip(even[:-1], even[1:]):
        t = b - a
        for k in range(2):
            c = a + t * (0.25 + 0.5 * k)
            n = normal(c.x, c.y)
            side = t.normalized().cross(n).normalized()
            across = (side * 0.9 + t.normalized() * 0.45).normalized()
            stitches.append((c + n * 0.0026, across, n))
    parts.append(dashes("apron_stitch", stitches, thread, size=(0.0034, 0.0008, 0.0007)))
    return parts


def loafer(colour=(0.011, 0.0048, 0.0026), sole_c=(0.014, 0.008, 0.0045)):
    """A men's horsebit loafer in deep brown polished calf: moccasin apron, stacked heel, gold bit."""
    calf = lib.leather(colour, "calf", grain=0.35, shine=0.3)
    bsdf = calf.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Specular"].default_value = 0.3
    bsdf.inputs["Clearcoat"].default_value = 0.55
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.1
    lining = lib.leather((0.2, 0.12, 0.066), "lining", grain=0.5, shine=0.5)
    edge = lib.leather(sole_c, "sole_edge", grain=0.2, shine=0.3)
    lifts = lib.leather(tuple(c * 1.8 for c in sole_c), "heel_edge", grain=0.2, shine=0.35)
    thread = lib.plain("thread", tuple(c * 2.5 for c in colour), roughness=0.45)
    rubber = lib.plain("top_lift", (0.012, 0.01, 0.009), roughness=0.7)
    parts = []
    upper, rim = upper_mesh(calf, lining)
    parts.append(upper)
    # The bound topline.
    cx = -L / 2 + L * 0.27
    bound = [Vector(p) + Vector((cx - p[0], -p[1], 0)).normalized() * 0.001 for p in rim]
    parts.append(tube("binding", [tuple(p) for p in bound], 0.0019, calf, resolution=4, closed=True))
    # The sock lining inside.
    sock = outline(-0.0035)
    parts.append(slab("sock", sock, lambda u: feather(u) - 0.001, lambda u: feather(u) + 0.0025, lining,
                      insets=(0.002,), bevel=0.0006))
    # Welt and sole: the welt a touch wider than the outsole, stitched near its edge.
    margin = lambda u: 0.0028 + 0.0016 * _smooth(0.2, 0.5, u) + 0.001 * _smooth(0.85, 1.0, u)  # noqa: E731
    welt_loop = outline(margin)
    parts.append(slab("welt", welt_loop, lambda u: ground(u) + SOLE_T, feather, calf))
    sole_loop = outline(lambda u: margin(u) - 0.0004)
    parts.append(slab("sole", sole_loop, ground, lambda u: ground(u) + SOLE_T + 0.0002, edge))
    stitches = []
    st_loop = outline(lambda u: margin(u) - 0.0022, stations(220))
    for (x0, y0, u0), (x1, y1, u1) in zip(st_loop, st_loop[1:] + st_loop[:1]):
        if u0 < 0.02 and u1 < 0.02:
            continue
        c = Vector(((x0 + x1) / 2, (y0 + y1) / 2, feather((u0 + u1) / 2) + 0.0002))
        stitches.append((c, Vector((x1 - x0, y1 - y0, 0)), Vector((0, 0, 1))))
    parts.append(dashes("welt_stitch", stitches[::2], thread, size=(0.0018, 0.0007, 0.0005)))
    # The stacked heel: three leather lifts and a rubber top piece, the breast slightly curved.
    full = outline(lambda u: margin(u) - 0.0008)
    lat = [p for p in full[:len(full) // 2] if p[2] <= U_HEEL + 0.01]
    med = [p for p in full[len(full) // 2:] if p[2] <= U_HEEL + 0.01]
    yl, yr = lat[-1][1], med[0][1]
    front = []
    for k in range(1, 8):
        y = yl + (yr - yl) * k / 8
        x = -L / 2 + L * (U_HEEL + 0.01) - 0.006 * (1 - (2 * k / 8 - 1) ** 2)
        front.append((x, y, U_HEEL))
    heel_loop = med + lat + front
    rise = 0.0
    lift_h = [0.0045, 0.0055, 0.0055, HEEL_H - 0.0155]
    for i, h in enumerate(lift_h):
        mat = rubber if i == 0 else lifts
        z0, z1 = rise, rise + h
        parts.append(slab(f"lift{i}", heel_loop, lambda u, z=z0: z, lambda u, z=z1: z, mat, insets=(0.0015, 0.004),
                          bevel=0.0006))
        rise += h
    parts += apron_seam(calf, thread)
    parts += horsebit(U_THROAT + 0.065, lib.gold("bit"))
    # Turn the shoe so its toe and outside face the camera.
    lib.parent_all(parts, "loafer", rotation=(0, 0, math.radians(180)))
    return parts, 0.148
