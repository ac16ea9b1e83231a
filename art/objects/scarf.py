"""The silk square (Hermès' scarf).

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview hermes-silk-scarf --scale 0.4 --samples 8
"""

import math

import bpy
from mathutils import Vector, noise

import lib

HALF = 0.45  # a 90 cm carré
TURN = math.radians(17)
FLUTE = 0.03
LIFTS = [  # corner, hinge distance from the centre along the diagonal, hinge bend, curvature k0, k1
    ((1, 1), 0.3, 0.8, 9.0, -20.0),
]
RIM = (1.8, 1.7, 1.2)  # where lib.studio hangs its rim light, seen from the model
IVORY = (0.065, 0.048, 0.028)
GOLD = (0.12, 0.055, 0.009)
PALE_GOLD = (0.07, 0.042, 0.014)
OCHRE = (0.05, 0.017, 0.003)
INK_NAVY = (0.0004, 0.0006, 0.0017)
WINE = (0.035, 0.002, 0.005)


# ---------------------------------------------------------------------------------------------
# The print: a small expression builder over shader math nodes, the design in UV space


class _Expr:
    """Shader math written as calls: every method returns an output socket."""

    def __init__(self, nodes, links):
        self.nodes, self.links = nodes, links

    def _in(self, sock, value):
        if isinstance(value, (int, float)):
            sock.default_value = value
        else:
            self.links.new(value, sock)

    def op(self, operation, a, b=0.0, c=0.0):
        n = self.nodes.new("ShaderNodeMath")
        n.operation = operation
        for sock, v in zip(n.inputs, (a, b, c)):
            self._in(sock, v)
        return n.outputs[0]

    def add(self, a, b):
        return self.op("ADD", a, b)

    def sub(self, a, b):
        return self.op("SUBTRACT", a, b)

    def mul(self, a, b):
        return self.op("MULTIPLY", a, b)

    def abs(self, a):
        return self.op("ABSOLUTE", a)

    def length(self, a, b):
        return self.op("SQRT", self.add(self.mul(a, a), self.mul(b, b)))

    def step(self, edge, x, soft=0.003):
        """0 below the edge, 1 above it, with a narrow smooth ramp (the print's ink edge)."""
        n = self.nodes.new("ShaderNodeMapRange")
        n.interpolation_type = "SMOOTHSTEP"
        self._in(n.inputs["Value"], x)
        self._in(n.inputs["From Min"], edge - soft if isinstance(edge, float) else self.sub(edge, soft))
        self._in(n.inputs["From Max"], edge + soft if isinstance(edge, float) else self.add(edge, soft))
        return n.outputs["Result"]

    def below(self, x, edge, soft=0.003):
        return self.op("SUBTRACT", 1.0, self.step(edge, x, soft))

    def band(self, x, lo, hi, soft=0.003):
        return self.mul(self.step(lo, x, soft), self.below(x, hi, soft))

    def polar_cell(self, th, count):
        """Where the angle sits inside one of `count` equal sectors: -0.5 .. 0.5."""
        return self.sub(self.op("FRACT", self.mul(th, count / (2 * math.pi))), 0.5)


def _print_colour(ex, uv):
    """The design: an ivory ground with a trellis, a navy frame holding a gold chain and fine
    gold and bordeaux fillets, a rosette medallion in the centre and small rosettes in the corners."""
    nodes, links = ex.nodes, ex.links
    sep = nodes.new("ShaderNodeSeparateXYZ")
    links.new(uv, sep.inputs["Vector"])
    x = ex.op("MULTIPLY_ADD", sep.outputs["X"], 2.0, -1.0)
    y = ex.op("MULTIPLY_ADD", sep.outputs["Y"], 2.0, -1.0)
    ax, ay = ex.abs(x), ex.abs(y)
    s = ex.op("MAXIMUM", ax, ay)
    r = ex.length(x, y)
    th = ex.op("ARCTAN2", y, x)

    colour = [None]

    def paint(mask, rgb, strength=1.0):
        mix = nodes.new("ShaderNodeMixRGB")
        if strength != 1.0:
            mask = ex.mul(mask, strength)
        links.new(mask, mix.inputs["Fac"])
        if colour[0] is None:
            mix.inputs["Color1"].default_value = (*IVORY, 1)
        else:
            links.new(colour[0], mix.inputs["Color1"])
        mix.inputs["Color2"].default_value = (*rgb, 1)
        colour[0] = mix.outputs["Color"]

    # The ground: a fine diagonal trellis with a dot where its lines cross.
    d1 = ex.abs(ex.sub(ex.op("FRACT", ex.mul(ex.add(x, y), 5.0)), 0.5))
    d2 = ex.abs(ex.sub(ex.op("FRACT", ex.mul(ex.sub(x, y), 5.0)), 0.5))
    trellis = ex.op("MAXIMUM", ex.step(0.465, d1, 0.01), ex.step(0.465, d2, 0.01))
    paint(trellis, PALE_GOLD, 0.8)
    pip = ex.below(ex.length(ex.sub(d1, 0.5), ex.sub(d2, 0.5)), 0.06, 0.01)
    paint(pip, OCHRE, 0.9)

    # Small rosettes in the four corners of the field.
    cx, cy = ex.sub(ax, 0.63), ex.sub(ay, 0.63)
    rc = ex.length(cx, cy)
    thc = ex.op("ARCTAN2", cy, cx)
    paint(ex.below(rc, 0.15, 0.004), IVORY)
    paint(ex.band(rc, 0.138, 0.147), GOLD)
    petal_c = ex.op("MULTIPLY_ADD", ex.op("POWER", ex.abs(ex.op("COSINE", ex.mul(thc, 4.0))), 1.5), 0.075, 0.045)
    paint(ex.step(0.0, ex.sub(petal_c, rc)), WINE)
    petal_c2 = ex.op("MULTIPLY_ADD", ex.abs(ex.op("SINE", ex.mul(thc, 4.0))), 0.05, 0.03)
    paint(ex.step(0.0, ex.sub(petal_c2, rc)), GOLD)
    paint(ex.below(rc, 0.022), INK_NAVY)

    # The medallion: a scalloped navy cartouche beaded in gold ...
    scallop = ex.op("MULTIPLY_ADD", ex.abs(ex.op("COSINE", ex.mul(th, 12.0))), 0.04, 0.6)
    paint(ex.step(0.0, ex.sub(scallop, r), 0.004), INK_NAVY)
    paint(ex.band(ex.sub(scallop, r), 0.0, 0.007), GOLD)
    cell = ex.mul(ex.polar_cell(th, 36), ex.mul(r, 2 * math.pi / 36))
    bead = ex.below(ex.length(cell, ex.sub(r, 0.56)), 0.016)
    paint(bead, GOLD)
    paint(ex.band(r, 0.505, 0.515), GOLD)
    paint(ex.below(r, 0.505), IVORY)
    # ... two crowns of petals, the back ones navy, the front ones gold with a bordeaux heart ...
    back = ex.op("MULTIPLY_ADD", ex.op("POWER", ex.abs(ex.op("SINE", ex.mul(th, 8.0))), 2.0), 0.17, 0.3)
    paint(ex.step(0.0, ex.sub(back, r)), INK_NAVY)
    front = ex.op("MULTIPLY_ADD", ex.op("POWER", ex.abs(ex.op("COSINE", ex.mul(th, 8.0))), 1.6), 0.19, 0.3)
    paint(ex.step(0.0, ex.sub(front, r)), GOLD)
    paint(ex.band(ex.sub(front, r), 0.0, 0.006), OCHRE)
    heart = ex.op("MULTIPLY_ADD", ex.op("POWER", ex.abs(ex.op("COSINE", ex.mul(th, 8.0))), 3.0), 0.1, 0.3)
    paint(ex.step(0.0, ex.sub(heart, r)), WINE)
    # ... a gold ring round a navy disc with fine rays and an eight-pointed star ...
    paint(ex.band(r, 0.282, 0.3), GOLD)
    paint(ex.below(r, 0.282), INK_NAVY)
    ray = ex.below(ex.abs(ex.polar_cell(th, 48)), 0.09, 0.03)
    paint(ex.mul(ray, ex.band(r, 0.12, 0.27)), PALE_GOLD, 0.7)
    tri = ex.mul(ex.abs(ex.polar_cell(th, 8)), 2.0)
    star = ex.op("MULTIPLY_ADD", ex.sub(1.0, tri), 0.16, 0.09)
    paint(ex.step(0.0, ex.sub(star, r)), GOLD)
    tri2 = ex.mul(ex.abs(ex.polar_cell(ex.add(th, math.pi / 8), 8)), 2.0)
    star2 = ex.op("MULTIPLY_ADD", ex.sub(1.0, tri2), 0.08, 0.08)
    paint(ex.step(0.0, ex.sub(star2, r)), OCHRE)
    paint(ex.below(r, 0.075), WINE)
    paint(ex.band(r, 0.045, 0.052), GOLD)
    paint(ex.below(r, 0.025), GOLD)

    # The frame: bordeaux and gold fillets, then the deep navy band carrying a gold chain.
    paint(ex.band(s, 0.822, 0.832), WINE)
    paint(ex.band(s, 0.842, 0.848), GOLD)
    paint(ex.step(0.862, s), INK_NAVY)
    paint(ex.band(s, 0.872, 0.877), GOLD)
    along = ex.op("MULTIPLY_ADD", ex.step(ay, ax, 0.0005), ex.sub(y, x), x)
    u = ex.mul(ex.sub(ex.op("FRACT", ex.mul(along, 6.5)), 0.5), 1 / 6.5)
    link_d = ex.length(ex.mul(u, 1 / 0.088), ex.mul(ex.sub(s, 0.932), 1 / 0.03))
    paint(ex.band(link_d, 0.78, 1.0, 0.04), GOLD)
    corner = ex.add(ex.abs(ex.sub(ax, 0.932)), ex.abs(ex.sub(ay, 0.932)))
    paint(ex.below(corner, 0.05), INK_NAVY)
    paint(ex.below(corner, 0.04), GOLD)
    paint(ex.below(corner, 0.018), WINE)
    paint(ex.band(s, 0.988, 1.01), GOLD, 0.6)
    return colour[0]


def _flag(nodes, links, socket, specular):
    """A black flag for the gloss alone: a flat-lay under the studio's low rim light mirrors it straight
    into the camera and the print vanishes in a white glare, so the specular weight falls away for
    reflections that head for that light (the rim still lights the silk, and the key still glints)."""
    ex = _Expr(nodes, links)
    geo = nodes.new("ShaderNodeNewGeometry")
    view = nodes.new("ShaderNodeVectorMath")
    view.operation = "SCALE"
    view.inputs["Scale"].default_value = -1.0
    links.new(geo.outputs["Incoming"], view.inputs[0])
    refl = nodes.new("ShaderNodeVectorMath")
    refl.operation = "REFLECT"
    links.new(view.outputs["Vector"], refl.inputs[0])
    links.new(geo.outputs["Normal"], refl.inputs[1])
    toward = nodes.new("ShaderNodeVectorMath")
    toward.operation = "DOT_PRODUCT"
    links.new(refl.outputs["Vector"], toward.inputs[0])
    toward.inputs[1].default_value = Vector(RIM).normalized()
    lo, hi = 0.7, 0.97
    ex.links.new(ex.op("MULTIPLY", ex.below(toward.outputs["Value"], (lo + hi) / 2, (hi - lo) / 2), specular), socket)


def _silk(name, reverse=False):
    """Silk twill printed with the design: low roughness, sheen at grazing angles, a slight
    anisotropic streak along the weave. The reverse face shows the same print, paler."""
    mat, nodes, links, bsdf = lib._material(name)
    ex = _Expr(nodes, links)
    uv = nodes.new("ShaderNodeUVMap").outputs["UV"]
    col = _print_colour(ex, uv)
    if reverse:
        fade = nodes.new("ShaderNodeMixRGB")
        fade.inputs["Fac"].default_value = 0.45
        links.new(col, fade.inputs["Color1"])
        fade.inputs["Color2"].default_value = (*IVORY, 1)
        col = fade.outputs["Color"]
    links.new(col, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.34
    _flag(nodes, links, bsdf.inputs["Specular"], 0.26)
    bsdf.inputs["Sheen"].default_value = 0.2
    bsdf.inputs["Sheen Tint"].default_value = 0.8
    bsdf.inputs["Anisotropic"].default_value = 0.45
    bsdf.inputs["Anisotropic Rotation"].default_value = 0.125
    tan = nodes.new("ShaderNodeTangent")
    tan.direction_type = "UV_MAP"
    links.new(tan.outputs["Tangent"], bsdf.inputs["Tangent"])
    # The twill: a faint diagonal rib in the normal, finer than the eye resolves as lines.
    wave = nodes.new("ShaderNodeTexWave")
    wave.bands_direction = "DIAGONAL"
    wave.inputs["Scale"].default_value = 900.0
    wave.inputs["Distortion"].default_value = 0.0
    links.new(uv, wave.inputs["Vector"])
    lib._bump(nodes, links, bsdf, wave.outputs["Fac"], 0.06, 0.0003)
    return mat


def _hem_silk():
    mat = lib.plain("hem", INK_NAVY, roughness=0.32)
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Sheen"].default_value = 0.3
    bsdf.inputs["Anisotropic"].default_value = 0.4
    return mat


# ---------------------------------------------------------------------------------------------
# The drape: a flat square laid on the floor, with soft folds and one corner lifted and curled


def _ridge(x, y, a, b, height, width):
    """A soft fold: a rounded ridge along the segment a-b, tapering to nothing at both ends."""
    ax_, ay_ = b[0] - a[0], b[1] - a[1]
    L2 = ax_ * ax_ + ay_ * ay_
    t = max(0.0, min(1.0, ((x - a[0]) * ax_ + (y - a[1]) * ay_) / L2))
    px, py = a[0] + ax_ * t, a[1] + ay_ * t
    d2 = (x - px) ** 2 + (y - py) ** 2
    return height * math.sin(math.pi * t) ** 0.8 / (1.0 + d2 / (width * width)) ** 1.5


FOLDS = [
    ((-0.36, 0.0), (0.08, 0.44), 0.07, 0.045),
    ((-0.46, 0.22), (-0.14, 0.46), 0.04, 0.035),
    ((-0.24, -0.16), (0.26, 0.3), 0.03, 0.04),
    ((-0.14, -0.42), (0.3, -0.1), 0.035, 0.032),
    ((0.14, 0.16), (0.44, 0.2), 0.03, 0.035),
]


def _lift(x, y, z, corner, hinge, bend, k0, k1):
    """Lift a corner off the floor: past a softly bent hinge line the cloth turns up with a curvature
    of k0 + k1 s (s the length of cloth past the hinge), keeping its length."""
    dx, dy = corner[0] / math.sqrt(2), corner[1] / math.sqrt(2)
    along = x * dx + y * dy
    across = y * dx - x * dy
    d = along - (hinge + bend * across * across)
    if d <= 0:
        return x, y, z
    n = max(1, int(d / 0.003))
    h = d / n
    reach = rise = 0.0
    for i in range(n):
        s = (i + 0.5) * h
        th = k0 * s + 0.5 * k1 * s * s
        reach += math.cos(th) * h
        rise += math.sin(th) * h
    # Soft flutes across the lifted cloth, pushed along its own normal.
    flute = FLUTE * min(1.0, d / 0.12) * math.sin(across * 2 * math.pi / 0.2 + 0.6)
    reach -= flute * math.sin(th)
    rise += flute * math.cos(th)
    return x + dx * (reach - d), y + dy * (reach - d), z + rise


def _drape(x, y):
    # Resting height: a hair above the floor, raised at the edges where the rolled hem lifts it.
    edge = HALF - max(abs(x), abs(y))
    z = 0.0009 + 0.0014 * max(0.0, 1.0 - edge / 0.02)
    z += 0.003 * (1.0 + noise.noise(Vector((x * 5.0, y * 5.0, 0.37))))
    z += 0.006 * max(0.0, noise.noise(Vector((x * 11.0, y * 4.0, 2.9))) + 0.2)
    for a, b, h, w in FOLDS:
        z += _ridge(x, y, a, b, h, w)
    # The loose edges ripple up off the floor in slow waves.
    rim = max(0.0, 1.0 - edge / 0.07) ** 2
    z += rim * 0.014 * max(0.0, noise.noise(Vector((x * 7.0 + 3.1, y * 7.0, 1.7))) + 0.25)
    for corner, hinge, bend, k0, k1 in LIFTS:
        x, y, z = _lift(x, y, z, corner, hinge, bend, k0, k1)
    # Turned so that the camera, front left, looks along the carré's diagonal.
    c, s = math.cos(TURN), math.sin(TURN)
    return x * c - y * s, x * s + y * c, z


def _sheet(name, front, back, n=150):
    verts, uvs = [], []
    for j in range(n + 1):
        for i in range(n + 1):
            u, v = i / n, j / n
            verts.append(_drape((u * 2 - 1) * HALF, (v * 2 - 1) * HALF))
            uvs.append((u, v))
    faces = [(j * (n + 1) + i, j * (n + 1) + i + 1, (j + 1) * (n + 1) + i + 1, (j + 1) * (n + 1) + i)
             for j in range(n) for i in range(n)]
    # The original faces are the face-up side; the solidify shell and its rim take the reverse (slot 1).
    obj = lib.mesh_object(name, verts, faces, front)
    me = obj.data
    me.materials.append(back)
    layer = me.uv_layers.new(name="UVMap")
    flat = []
    for lp in me.loops:
        flat += uvs[lp.vertex_index]
    layer.data.foreach_set("uv", flat)
    solid = obj.modifiers.new("solid", "SOLIDIFY")
    solid.thickness = 0.0012
    solid.offset = 0.0
    solid.material_offset = 1
    solid.material_offset_rim = 1
    lib.subsurf(obj, 1)
    # The boundary, in order round the square, for the rolled hem.
    ring = ([i for i in range(n + 1)] + [j * (n + 1) + n for j in range(1, n + 1)]
            + [n * (n + 1) + i for i in range(n - 1, -1, -1)] + [j * (n + 1) for j in range(n - 1, 0, -1)])
    pts = [me.vertices[k].co + me.vertices[k].normal * 0.0004 for k in ring]
    return obj, pts


def _hem(pts, radius, material):
    cu = bpy.data.curves.new("hem", "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = radius
    cu.bevel_resolution = 3
    sp = cu.splines.new("POLY")
    sp.points.add(len(pts) - 1)
    for p, c in zip(sp.points, pts):
        p.co = (c.x, c.y, c.z, 1.0)
    sp.use_cyclic_u = True
    obj = lib.link(bpy.data.objects.new("hem", cu))
    obj.data.materials.append(material)
    return obj


def scarf():
    """A 90 cm silk twill carré dropped loose on the floor: soft folds, the far corner lifted and
    curling over in soft flutes, a hand-rolled hem, a framed rosette print (no letters, no logo)."""
    sheet, pts = _sheet("carre", _silk("silk"), _silk("silk_reverse", reverse=True))
    hem = _hem(pts, 0.0021, _hem_silk())
    return [sheet, hem], 0.55
