"""The sneaker (the sneakers category).

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview sneakers --scale 0.4 --samples 8

A premium low-top court sneaker, left shoe, in ivory calf with deep green overlays on an off-white cupsole.
The upper is lofted over a last: superellipse cross-sections along the length, from the heel (u = 0) to the
toe (u = 1), open over the collar. Every overlay (toe cap, saddle, heel counter, eyestays) is a thin shell
laid on the same surface through its (u, side, s) parameters, s running from the feather line (0) to the
topline or the centre of the instep (1); stitches, perforations, eyelets and laces are placed the same way.
"""

import math

import bmesh
import lib
from lib import torus, tube
from mathutils import Vector

L = 0.28  # length of the upper at the feather line, metres
U_THROAT = 0.35  # the front of the collar opening, where the tongue rises
EYE_IN, EYE_OUT = 0.13, 0.42  # the eyestays, across the instep (v = 1 - s from the centre line)
EYE_V = 0.215  # the eyelets
EYE_U = [0.398 + 0.052 * k for k in range(6)]  # the six eyelet pairs, from the collar to the vamp


def smooth(a, b, x):
    t = min(max((x - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


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


def _cap(u, start, end, power=0.5, e=2.0):
    """An elliptical (e = 2) or squarer end: 1 before start, falling to 0 at end (u measured either way)."""
    t = (u - start) / (end - start)
    if t <= 0:
        return 1.0
    return max(1 - min(t, 1.0) ** e, 0.0) ** power


# The plan: half-widths on the lateral (+y) and medial (-y) sides, before the rounded heel and toe.
LATERAL = [(0.0, 0.035), (0.15, 0.036), (0.3, 0.038), (0.45, 0.043), (0.62, 0.047), (0.72, 0.047), (0.85, 0.043),
           (1.0, 0.035)]
MEDIAL = [(0.0, 0.034), (0.15, 0.034), (0.3, 0.032), (0.45, 0.038), (0.62, 0.047), (0.72, 0.049), (0.85, 0.046),
          (1.0, 0.038)]
# Height above the feather line: of the topline over the opening, of the last in front of it.
HEIGHT = [(0.0, 0.077), (0.08, 0.073), (0.2, 0.058), (0.28, 0.062), (0.35, 0.072), (0.45, 0.069), (0.6, 0.057),
          (0.72, 0.047), (0.85, 0.039), (1.0, 0.031)]


def half_width(u, side):
    w = _interp(LATERAL if side > 0 else MEDIAL, u)
    return w * _cap(-u, -0.12, 0.0) * _cap(u, 0.66 if side > 0 else 0.7, 1.0, 0.45, 2.3)


def ground(u):
    """The underside of the cupsole: flat, with a few millimetres of toe spring."""
    return 0.007 * smooth(0.7, 1.0, u) ** 1.6


def sole_top(u):
    """The top edge of the cupsole's wall: about 3 cm at the heel, a little lower under the toes."""
    return ground(u) + 0.031 - 0.004 * smooth(0.3, 0.75, u) + 0.0025 * smooth(0.9, 1.0, u)


def feather(u):
    return sole_top(u) - 0.006


def exponent(u):
    return 2.7 - 0.6 * smooth(0.45, 0.8, u)


def height(u):
    return _interp(HEIGHT, u) * _cap(u, 0.86, 1.0, 0.5)


def opening(u):
    """Half-width of the collar opening as a fraction of the last's half-width (0 in front of the throat)."""
    if u >= U_THROAT:
        return 0.0
    wall = 0.86 - 0.06 * smooth(0.1, 0.3, u)
    uc = 0.2
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
    lean = 1.6 * dz * dz * (1 - smooth(0.0, 0.2, u))
    return (-L / 2 + L * u + lean, side * hw * c ** (2 / P), feather(u) + dz)


def rim_angle(u):
    """The section angle of the topline at u, and the height of the imagined last there."""
    r, P = opening(u), exponent(u)
    if r <= 0:
        return math.pi / 2, height(u)
    t_sec = height(u) / (1 - r ** P) ** (1 / P)
    return math.acos(r ** (P / 2)), t_sec


def surf(u, side, s):
    """The upper's outer surface: s from the feather line (0) to the topline or the instep's centre (1)."""
    u = min(max(u, 0.0), 1.0)
    a_rim, t_sec = rim_angle(u)
    return Vector(section_point(u, a_rim * min(max(s, 0.0), 1.0), side, t_sec))


def frame(u, side, s, e=0.002):
    """A point on the upper and its outward normal."""
    p = surf(u, side, s)
    du = surf(u + e, side, s) - surf(u - e, side, s)
    ds = surf(u, side, s + e) - surf(u, side, s - e)
    n = ds.cross(du) * side
    if n.length < 1e-9:
        n = Vector((0, side, 0.3))
    return p, n.normalized()


def across(u, v):
    """(u, side, s) for v across the instep, from the medial (-1) to the lateral (+1) feather line."""
    return u, (1 if v >= 0 else -1), 1 - abs(v)


def stations(n=72):
    us = {0.5 - 0.5 * math.cos(math.pi * i / n) for i in range(n + 1)}
    us |= {U_THROAT - 0.2 * (i / 14) ** 1.8 for i in range(14)}
    return sorted(us)


# The overlays, as regions of (u, s).
def toe_cap_edge(v):
    return 0.79 - 0.06 * abs(v) ** 1.4


def counter_edge(s):
    return 0.265 - 0.15 * s ** 1.6


SADDLE_TOP = 0.62


def saddle_edges(s):
    t = s / SADDLE_TOP
    return 0.32 + 0.11 * t ** 1.7, 0.63 - 0.075 * t ** 1.5


def eye_out(u):
    if u < 0.6:
        return EYE_OUT
    return EYE_IN + (EYE_OUT - EYE_IN) * math.sqrt(max(1 - ((u - 0.6) / 0.105) ** 2, 0.0))


def eye_off(v):
    """The eyestays ride up over the tongue's edge."""
    f = (v - EYE_IN) / (EYE_OUT - EYE_IN)
    return 0.0012 + 0.0034 * (1 - smooth(0.35, 0.85, f))


def lift(u, side, s):
    """How far an overlay's top lies off the upper at (u, s), 0 where there is none."""
    if u < counter_edge(s) and s < 0.86:
        return 0.0018
    lo, hi = saddle_edges(min(s, SADDLE_TOP))
    if s < SADDLE_TOP and lo < u < hi:
        return 0.0018
    if u > toe_cap_edge(1 - s):
        return 0.0022
    return 0.0


# ---------------------------------------------------------------------------------------------
# Building blocks


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
        out.append((x - m * ty / ln, y + m * tx / ln, u))
    return out


def _fix_normals(obj):
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-7)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(obj.data)
    bm.free()


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
    _fix_normals(obj)
    if bevel:
        lib.bevel(obj, bevel, 3)
        lib.shade_smooth(obj)
    return obj


def dashes(name, items, material, size=(0.0022, 0.0008, 0.0006)):
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


def seam(params, off, pitch=0.0034):
    """Stitches at an even pitch along a dense path of (u, side, s), lifted off the upper by off (or off(u, s...))."""
    pts = []
    for p in params:
        c, n = frame(*p)
        o = off(*p) if callable(off) else off
        pts.append((c + n * o, n))
    items, run = [], pitch / 2
    for (a, na), (b, _) in zip(pts, pts[1:]):
        seg = (b - a).length
        while run < seg and seg > 0:
            items.append((a + (b - a) * (run / seg), b - a, na))
            run += pitch
        run -= seg
    return items


def panel(name, param, nu, nv, material, off=0.0012, thick=0.0011):
    """A leather overlay laid on the upper: param(fu, fv) -> (u, side, s) over a grid, its middle lifted by off
    (a number, or a function of the same parameters)."""
    verts, faces = [], []
    for i in range(nu + 1):
        for j in range(nv + 1):
            p = param(i / nu, j / nv)
            c, n = frame(*p)
            o = off(*p) if callable(off) else off
            verts.append(tuple(c + n * o))
    for i in range(nu):
        for j in range(nv):
            a = i * (nv + 1) + j
            faces.append((a, a + 1, a + nv + 2, a + nv + 1))
    obj = lib.mesh_object(name, verts, faces, material)
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(obj.data)
    bm.free()
    sol = obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = thick
    sol.offset = 0.0
    lib.subsurf(obj, 1)
    return obj


# ---------------------------------------------------------------------------------------------
# The parts


def upper_mesh(material, lining):
    """The lofted upper: two halves (medial, lateral) per section, open over the collar."""
    us = stations()
    half = 20
    verts, faces = [], []
    rims = []
    for u in us:
        a_rim, t_sec = rim_angle(u)
        row = []
        for side in (-1, 1):
            for j in range(half + 1):
                f = j / half if side < 0 else 1 - j / half
                a = a_rim * (0.5 - 0.5 * math.cos(math.pi * f)) * 0.35 + a_rim * f * 0.65
                x, y, z = section_point(u, a, side, t_sec)
                if j == 0 and side < 0 or j == half and side > 0:
                    z -= 0.0025  # tuck the edge into the cupsole
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
    obj = lib.mesh_object("upper", verts, faces, material)
    me = obj.data
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(me)
    bm.free()
    me.materials.append(lining)
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
    sol = obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = 0.0024
    sol.offset = -1.0
    sol.material_offset = 1
    sol.material_offset_rim = 1
    lib.subsurf(obj, 2)
    return obj, rims


def tongue(material, lining):
    """A padded tongue: along the instep under the eyestays, then rising out of the throat to a plump top."""
    nj, width = 16, 0.27
    rows = []
    along = [0.71 - (0.71 - U_THROAT) * i / 12 for i in range(13)]
    for u in along:
        rows.append([frame(*across(u, width * (-1 + 2 * j / nj))) for j in range(nj + 1)])
    c0, n0 = rows[-1][nj // 2]
    back = (surf(U_THROAT - 0.01, 1, 1) - surf(U_THROAT + 0.01, 1, 1)).normalized()
    target = Vector((-0.33, 0, 0.94)).normalized()
    rise, k_max = 0.038, 10
    centre = c0.copy()
    for k in range(1, k_max + 1):
        f = k / k_max
        d = back.lerp(target, smooth(0.0, 0.7, f)).normalized()
        centre = centre + d * (rise / k_max)
        n = Vector((d.z, 0, -d.x)).normalized()
        row = []
        for p, _ in rows[len(along) - 1]:
            rel = p - c0
            y = rel.y * (1 + 0.22 * smooth(0.0, 0.7, f)) * (1 - 0.16 * smooth(0.7, 1.0, f) * abs(rel.y) / 0.02)
            h = rel.dot(n0) * (1 - 0.3 * f)
            row.append((centre + Vector((0, y, 0)) + n * h, n))
        rows.append(row)
    nr = len(rows)
    verts, faces = [], []
    for layer in (0, 1):
        for i, row in enumerate(rows):
            f = max(i - len(along) + 1, 0) / k_max
            for j, (p, n) in enumerate(row):
                q = -1 + 2 * j / nj
                th = (0.0032 + 0.0045 * smooth(0.45, 1.0, f)) * (0.3 + 0.7 * (1 - q ** 4))
                verts.append(tuple(p + n * (0.0004 + th * layer)))
    m = nj + 1
    top = nr * m
    mats = []
    for i in range(nr - 1):
        for j in range(nj):
            a = i * m + j
            faces.append((a, a + m, a + m + 1, a + 1))
            mats.append(1)
            faces.append((top + a, top + a + 1, top + a + m + 1, top + a + m))
            mats.append(0)
    for i in range(nr - 1):
        for j in (0, nj):
            a = i * m + j
            faces.append((a, a + m, top + a + m, top + a))
            mats.append(0)
    for i in (0, nr - 1):
        for j in range(nj):
            a = i * m + j
            faces.append((a, a + 1, top + a + 1, top + a))
            mats.append(0)
    obj = lib.mesh_object("tongue", verts, faces, material)
    obj.data.materials.append(lining)
    for p, mi in zip(obj.data.polygons, mats):
        p.material_index = mi
    _fix_normals(obj)
    lib.subsurf(obj, 2)
    return obj


def dots(name, centres, radius, material, seg=8):
    """Small flat discs lying on the upper (perforations): centres are (point, normal)."""
    verts, faces = [], []
    for c, n in centres:
        a = n.orthogonal().normalized()
        b = n.cross(a)
        base = len(verts)
        verts.append(tuple(c))
        for k in range(seg):
            t = 2 * math.pi * k / seg
            verts.append(tuple(c + (a * math.cos(t) + b * math.sin(t)) * radius))
        faces += [(base, base + 1 + k, base + 1 + (k + 1) % seg) for k in range(seg)]
    return lib.mesh_object(name, verts, faces, material)


def lace_path(a, b, lift_a, lift_mid, lift_b, n=9):
    """(point, up) pairs over the instep from one eyelet (u, v) to another, bowed over the tongue."""
    pts = []
    for k in range(n + 1):
        t = k / n
        u = a[0] + (b[0] - a[0]) * t
        v = a[1] + (b[1] - a[1]) * t
        w = 1 - abs(2 * t - 1)
        o = (lift_a * (1 - t) + lift_b * t) * (1 - w) + lift_mid * w
        p, nrm = frame(*across(u, v))
        pts.append((p + nrm * o, nrm))
    return pts


def ribbon(name, path, width, thick, material, sub=8):
    """A flat lace along (point, up) pairs, lying with its face to the given up vectors (a Catmull-Rom path)."""
    ps = [Vector(p) for p, _ in path]
    ups = [Vector(n) for _, n in path]
    pts, nrm = [], []
    for i in range(len(ps) - 1):
        p0, p1, p2 = ps[max(i - 1, 0)], ps[i], ps[i + 1]
        p3 = ps[min(i + 2, len(ps) - 1)]
        for k in range(sub if i < len(ps) - 2 else sub + 1):
            t = k / sub
            pts.append(0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                              + (-p0 + 3 * p1 - 3 * p2 + p3) * t ** 3))
            nrm.append(ups[i].lerp(ups[i + 1], t).normalized())
    verts, faces = [], []
    for i, (p, up) in enumerate(zip(pts, nrm)):
        tan = pts[min(i + 1, len(pts) - 1)] - pts[max(i - 1, 0)]
        side = tan.cross(up).normalized()
        verts += [tuple(p - side * width / 2), tuple(p + side * width / 2)]
    for i in range(len(pts) - 1):
        faces.append((2 * i, 2 * i + 1, 2 * i + 3, 2 * i + 2))
    obj = lib.mesh_object(name, verts, faces, material)
    sol = obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = thick
    sol.offset = 0.0
    lib.subsurf(obj, 1)
    return obj


def sneaker(colour=(0.68, 0.66, 0.6), accent=(0.005, 0.022, 0.013), sole_c=(0.6, 0.57, 0.5)):
    """A premium low-top court sneaker in ivory calf, deep green overlays, on a stitched off-white cupsole."""
    calf = lib.leather(colour, "calf", grain=0.45, shine=0.46)
    cap_leather = lib.leather(tuple(c * 1.02 for c in colour), "toe_cap", grain=0.5, shine=0.5)
    green = lib.leather(accent, "accent", grain=0.6, shine=0.45)
    green_suede = lib.suede(tuple(c * 0.8 for c in accent), "accent_suede")
    lining = lib.leather((0.56, 0.47, 0.36), "lining", grain=0.4, shine=0.55)
    rubber = lib.plain("cupsole", sole_c, roughness=0.6)
    thread = lib.plain("thread", (0.42, 0.39, 0.33), roughness=0.7)
    holes = lib.plain("perforation", (0.012, 0.011, 0.01), roughness=0.9)
    metal = lib.steel(False, "eyelet", tint=(0.16, 0.16, 0.15))
    lace_m = lib.canvas((0.6, 0.59, 0.56), "lace", scale=1400.0)
    parts = []

    upper, rims = upper_mesh(calf, lining)
    parts.append(upper)

    # The padded collar: a plump roll round the topline, from eyestay to eyestay.
    open_rows = [r for r in rims if 0 < opening(r[0]) and r[0] < U_THROAT - 0.02]
    loop = [r[1] for r in reversed(open_rows)] + [r[2] for r in open_rows]
    cx = -L / 2 + L * 0.22
    roll = []
    for p in loop:
        inward = Vector((cx - p[0], -p[1], 0)).normalized()
        roll.append(tuple(Vector(p) + inward * 0.0012 + Vector((0, 0, 0.0008))))
    parts.append(tube("collar", roll, 0.0052, calf, resolution=6))

    # Overlays.
    parts.append(panel("toe_cap", lambda fu, fv: across(toe_cap_edge(2 * fv - 1) + (1 - toe_cap_edge(2 * fv - 1)) * fu,
                                                        2 * fv - 1), 22, 44, cap_leather,
                       off=0.0014, thick=0.0015))
    for side in (-1, 1):
        parts.append(panel("heel_counter", lambda fu, fv, sd=side: (counter_edge(0.86 * fv) * fu, sd, 0.86 * fv),
                           20, 18, green))

        def saddle(fu, fv, sd=side):
            lo, hi = saddle_edges(SADDLE_TOP * fv)
            return lo + (hi - lo) * fu, sd, SADDLE_TOP * fv
        parts.append(panel("saddle", saddle, 22, 14, green_suede))

        def eyestay(fu, fv, sd=side):
            u = 0.325 + (0.705 - 0.325) * fu
            v = EYE_IN + (eye_out(u) - EYE_IN) * fv
            return u, sd, 1 - v
        parts.append(panel("eyestay", eyestay, 30, 10, calf, off=lambda u, sd, s: eye_off(1 - s)))

    parts.append(tongue(calf, lining))

    # Perforations on the toe cap: staggered rows of small holes.
    holes_at = []
    for r in range(6):
        u = 0.835 + r * 0.022
        step = 0.085
        k0 = -8 + (r % 2) * 0.5
        for k in range(17):
            v = (k0 + k) * step
            if abs(v) > 0.62 - 0.5 * smooth(0.9, 0.97, u) or u < toe_cap_edge(v) + 0.03:
                continue
            c, n = frame(*across(u, v))
            holes_at.append((c + n * 0.0022, n))
    parts.append(dots("perforations", holes_at, 0.00075, holes))

    # Stitching: along the overlays' edges and round the upper just above the cupsole.
    items = []
    for side in (-1, 1):
        for d in (0.008, 0.019):
            items += seam([(counter_edge(s) - d, side, s) for s in [0.04 + 0.78 * k / 80 for k in range(81)]], 0.0019)
        items += seam([(u, side, 0.91) for u in [0.004 + (U_THROAT - 0.035) * k / 80 for k in range(81)]], 0.0004)
        items += seam([(u, side, 0.83) for u in [counter_edge(0.83) * k / 60 for k in range(61)]], 0.0019)
        for edge, d in ((0, 0.007), (1, -0.007), (0, 0.017), (1, -0.017)):
            items += seam([(saddle_edges(s)[edge] + d, side, s) for s in [0.04 + (SADDLE_TOP - 0.1) * k / 60
                                                                         for k in range(61)]], 0.0019)
        items += seam([(u, side, 1 - eye_out(u) + 0.025) for u in [0.33 + 0.36 * k / 90 for k in range(91)]],
                      lambda u, sd, s: eye_off(1 - s) + 0.0006)
        # Round the upper, a few millimetres above the cupsole.
        path = []
        for u in [0.004 + 0.992 * k / 200 for k in range(201)]:
            a_rim, t_sec = rim_angle(u)
            dz = sole_top(u) + 0.004 - feather(u)
            s = math.asin(min((dz / t_sec) ** (exponent(u) / 2), 1.0)) / a_rim
            path.append((u, side, s))
        items += seam(path, lambda u, sd, s: lift(u, sd, s) + 0.0004)
    for d in (0.02, 0.031):
        items += seam([across(toe_cap_edge(v) + d, v) for v in [-0.95 + 1.9 * k / 120 for k in range(121)]], 0.0023)
    parts.append(dashes("stitches", items, thread))

    # Eyelets: six pairs of small dark rings on the eyestays.
    for u in EYE_U:
        for side in (-1, 1):
            c, n = frame(u, side, 1 - EYE_V)
            o = eye_off(EYE_V) + 0.00055
            ring = torus("eyelet", 0.0025, 0.0007, tuple(c + n * o), metal, major_seg=24, minor_seg=8)
            ring.rotation_mode = "QUATERNION"
            ring.rotation_quaternion = Vector((0, 0, 1)).rotation_difference(n)
            parts.append(ring)
            parts.append(dots("eyelet_hole", [(c + n * (o - 0.0002), n)], 0.0015, holes, seg=12))

    # Laces: a bar across the front pair, then criss-cross to the collar; flat cotton, one pass over the other.
    lw, lt = 0.0052, 0.0015
    top = eye_off(EYE_V) + 0.0009
    dive = eye_off(EYE_V) - 0.0004  # into the eyelet
    parts.append(ribbon("lace", lace_path((EYE_U[-1], -EYE_V), (EYE_U[-1], EYE_V), dive, top + 0.0006, dive),
                        lw, lt, lace_m))
    for k in range(5, 0, -1):
        a, b = EYE_U[k], EYE_U[k - 1]
        parts.append(ribbon("lace", lace_path((a, EYE_V), (b, -EYE_V), dive, top + 0.0034, dive), lw, lt, lace_m))
        parts.append(ribbon("lace", lace_path((a, -EYE_V), (b, EYE_V), dive, top + 0.0014, dive), lw, lt, lace_m))
    # The loose ends, out of the top pair, over the lateral side and onto the floor.
    up = Vector((0, 0, 1))
    for k, (v0, u_side, x_floor, swing) in enumerate(((EYE_V, 0.47, 0.045, 1), (-EYE_V, 0.3, -0.05, -1))):
        path = lace_path((EYE_U[0], v0), (EYE_U[0] - 0.015, 0.3), dive, top + 0.004, 0.007, n=4)
        for v, o in ((0.5, 0.007), (0.72, 0.0065), (0.9, 0.0055)):
            p, nrm = frame(*across(u_side, v))
            path.append((p + nrm * o, nrm))
        x = -L / 2 + L * u_side
        y = half_width(u_side, 1) + 0.0048
        z = lt / 2 + 0.0002
        path += [(Vector((x, y + 0.0058, sole_top(u_side) + 0.0015)), Vector((0, 0.7, 0.7))),
                 (Vector((x + 0.001 * swing, y + 0.0088, 0.016)), Vector((0, 1, 0.1))),
                 (Vector((x + 0.002 * swing, y + 0.0118, 0.0065)), Vector((0, 0.9, 0.5))),
                 (Vector((x + 0.004 * swing, y + 0.017, 0.0016)), Vector((0, 0.3, 1))),
                 (Vector((x + 0.008 * swing, y + 0.025, z)), up),
                 (Vector((x + 0.022 * swing, y + 0.034 + 0.01 * k, z)), up),
                 (Vector((x + x_floor, y + 0.03 + 0.014 * k, z)), up),
                 (Vector((x + x_floor * 1.25, y + 0.018 + 0.012 * k, z)), up)]
        parts.append(ribbon("lace_end", path, lw, lt, lace_m))
        # An aglet at the tip.
        d = path[-1][0] - path[-2][0]
        tip = path[-1][0] + d.normalized() * 0.007
        base = path[-1][0].copy()
        base.z = tip.z = 0.0015
        parts.append(tube("aglet", [tuple(base), tuple(tip)], 0.0014, metal, resolution=2))

    # The sock lining inside.
    parts.append(slab("sock", outline(-0.0035), lambda u: sole_top(u) - 0.001, lambda u: sole_top(u) + 0.004, lining,
                      insets=(0.002,), bevel=0.0008))
    # The cupsole: a thick rounded-edged rubber tray, a ribbed tread band round its foot, its wall stitched.
    margin = lambda u: 0.0042 + 0.0018 * (1 - smooth(0.0, 0.12, u)) + 0.001 * smooth(0.85, 1.0, u)  # noqa: E731
    parts.append(slab("cupsole", outline(margin), ground, sole_top, rubber, insets=(0.0025, 0.006, 0.012),
                      bevel=0.0028))
    tread_m = lib.plain("tread", tuple(c * 0.82 for c in sole_c), roughness=0.7)
    nodes, links = tread_m.node_tree.nodes, tread_m.node_tree.links
    wave = nodes.new("ShaderNodeTexWave")
    wave.inputs["Scale"].default_value = 160.0
    co = nodes.new("ShaderNodeTexCoord")
    links.new(co.outputs["Object"], wave.inputs["Vector"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.5
    links.new(wave.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], nodes["Principled BSDF"].inputs["Normal"])
    parts.append(slab("tread", outline(lambda u: margin(u) + 0.0007), ground, lambda u: ground(u) + 0.0075, tread_m,
                      insets=(0.002, 0.006), bevel=0.0012))
    wall = []
    loop = outline(lambda u: margin(u) + 0.0001, stations(260))
    for (x0, y0, u0), (x1, y1, u1) in zip(loop, loop[1:] + loop[:1]):
        t = Vector((x1 - x0, y1 - y0, 0))
        out = Vector((-t.y, t.x, 0))
        if out.length == 0:
            continue
        c = Vector(((x0 + x1) / 2, (y0 + y1) / 2, sole_top((u0 + u1) / 2) - 0.0075))
        wall.append((c + out.normalized() * 0.0001, t, out))
    parts.append(dashes("sole_stitch", wall[::2], thread, size=(0.0024, 0.0008, 0.0006)))

    # Turn the shoe so its toe and outside face the camera.
    lib.parent_all(parts, "sneaker", rotation=(0, 0, math.radians(180)))
    return parts, 0.15
